#ifndef STAGEHAND_CLIBYAML_SHIM_H
#define STAGEHAND_CLIBYAML_SHIM_H
#include <yaml.h>
#endif
