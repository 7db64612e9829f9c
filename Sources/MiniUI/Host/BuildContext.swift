/// Where a view is being built: its structural position (identity), the environment in force, and the
/// content a custom `ViewModifier`'s `body(content:)` stands in for.
@MainActor
struct BuildContext {
    enum PathComponent {
        case index(Int)
        case branch(Bool)
        case id(AnyHashable)
        case type(String)
        case role(String)
    }

    unowned let host: ViewHost
    var path: String
    var environment: EnvironmentValues
    /// The id of the nearest enclosing ForEach row, to name views in the render log.
    var rowID: AnyHashable?
    /// Builds the content that `_ViewModifier_Content` stands for, innermost modifier last.
    var modifierContent: [(BuildContext) -> [Node]] = []

    func child(_ component: PathComponent) -> BuildContext {
        var copy = self
        switch component {
        case .index(let offset): copy.path += ".\(offset)"
        case .branch(let isTrue): copy.path += isTrue ? ".T" : ".F"
        case .id(let id): copy.path += "[\(String(reflecting: id.base))]"
        case .type(let name): copy.path += "/\(name)"
        case .role(let name): copy.path += ":\(name)"
        }
        return copy
    }

    /// The context for the children of a primitive node.
    func inside(_ node: Node) -> BuildContext {
        var copy = self
        copy.path = node.identity
        return copy
    }
}
