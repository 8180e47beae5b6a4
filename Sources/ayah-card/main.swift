import AyahCardTool

// The card renderer of a build directory (`swift build`, the tests). Installed, `ayah-card` is a link to
// `ayah-server`, which runs the same CardTool when started under this name.
CardTool.main(arguments: Array(CommandLine.arguments.dropFirst()))
