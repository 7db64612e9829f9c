/// A property wrapper that the host connects to its storage before a body runs.
@MainActor
protocol HostInstallable {
    func install(key: String, node: Node, host: ViewHost)
}

enum DynamicProperties {
    /// Connects every `@State`, `@StateObject`, `@ObservedObject` and `@Environment` stored in
    /// `value` (and in the custom `DynamicProperty` values it holds) to `node`'s storage.
    @MainActor
    static func install(in value: Any, node: Node, host: ViewHost) {
        node.subscriptions = []
        install(in: value, prefix: "", node: node, host: host)
    }

    @MainActor
    private static func install(in value: Any, prefix: String, node: Node, host: ViewHost) {
        for child in Mirror(reflecting: value).children {
            let key = prefix + (child.label ?? "_")
            if let property = child.value as? any HostInstallable {
                property.install(key: key, node: node, host: host)
            } else if child.value is any DynamicProperty {
                install(in: child.value, prefix: key + ".", node: node, host: host)
            }
        }
    }
}
