#ifndef STAGEHAND_CLIBYAML_SHIM_H
#define STAGEHAND_CLIBYAML_SHIM_H
#include <yaml.h>

/*
 * Accessors for the parts of an event the node builder reads. Swift imports the event's `data`
 * union as a value, so `event.pointee.data.scalar.value` copies the whole union on every access;
 * these read one field in place and inline to a load or two.
 */

/* The anchor of a scalar, sequence or mapping, or the name an alias refers to; NULL otherwise. */
static inline const yaml_char_t *stagehand_event_anchor(const yaml_event_t *event) {
    switch (event->type) {
    case YAML_ALIAS_EVENT: return event->data.alias.anchor;
    case YAML_SCALAR_EVENT: return event->data.scalar.anchor;
    case YAML_SEQUENCE_START_EVENT: return event->data.sequence_start.anchor;
    case YAML_MAPPING_START_EVENT: return event->data.mapping_start.anchor;
    default: return NULL;
    }
}

/* A scalar event's explicit tag, or NULL. */
static inline const yaml_char_t *stagehand_scalar_tag(const yaml_event_t *event) {
    return event->data.scalar.tag;
}

/* A scalar event's text (not NUL-terminated by contract; use the length). */
static inline const yaml_char_t *stagehand_scalar_value(const yaml_event_t *event) {
    return event->data.scalar.value;
}

/* A scalar event's length in bytes. */
static inline size_t stagehand_scalar_length(const yaml_event_t *event) {
    return event->data.scalar.length;
}

/* A scalar event's style. */
static inline yaml_scalar_style_t stagehand_scalar_style(const yaml_event_t *event) {
    return event->data.scalar.style;
}

#endif
