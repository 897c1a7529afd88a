import ArgumentParser

/// `--theme FILE`, taken alike by every command that draws a scene.
struct ThemeOption: ParsableArguments {
    @Option(help: ArgumentHelp("A theme file (a 'styles' mapping and an optional 'background') that replaces the theme the scenes and their settings name.", valueName: "file"))
    var theme: String?
}
