import PackagePlugin

@main
struct FeatureGenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {}
}
