/// A view that displays a root view and enables you to present additional views over the root view.
///
/// ```swift
/// NavigationStack {
///     List(recipes) { recipe in
///         NavigationLink(recipe.name, value: recipe)
///     }
///     .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
/// }
/// ```
///
/// The screen shows the topmost view only; the views below it keep their state, as in SwiftUI.
public struct NavigationStack<Data, Root: View> {
    let root: Root
    let path: PathAccess?
}

extension NavigationStack where Data == NavigationPath {
    /// Creates a navigation stack that manages its own navigation state.
    nonisolated public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = nil
    }

    /// Creates a navigation stack with homogeneous navigation state that you can control.
    nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = PathAccess(
            values: { path.wrappedValue.elements },
            push: { value in
                path.wrappedValue.elements.append(value)
                return true
            },
            pop: { count in path.wrappedValue.elements.removeLast(count) })
    }
}

extension NavigationStack
where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// Creates a navigation stack with homogeneous navigation state that you can control.
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = PathAccess(
            values: { path.wrappedValue.map { AnyHashable($0) } },
            push: { value in
                guard let element = value.base as? Data.Element else { return false }
                path.wrappedValue.append(element)
                return true
            },
            pop: { count in path.wrappedValue.removeLast(count) })
    }
}

extension NavigationStack: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

/// How a stack reads and changes its path: a binding the caller owns, or state the stack keeps.
struct PathAccess {
    var values: () -> [AnyHashable]
    /// Appends a value; `false` when the value's type cannot go into a typed path.
    var push: (AnyHashable) -> Bool
    var pop: (Int) -> Void
}

/// What the views inside one navigation stack share: its destinations and how to push and pop.
@MainActor
final class NavigationContext {
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    /// Bumped whenever a destination is registered again, so the pushed screens are made again too.
    var generation = 0
    var path: PathAccess?
    var pushedViews: StoredValue?

    func push(_ value: AnyHashable) {
        _ = path?.push(value)
    }

    func push(view: AnyView) {
        guard let pushedViews else { return }
        pushedViews.write((pushedViews.value as! [AnyView]) + [view])
    }

    /// Goes back one screen: views pushed by destination links first, then path values.
    func pop() {
        if let pushedViews, let views = pushedViews.value as? [AnyView], !views.isEmpty {
            pushedViews.write(Array(views.dropLast()))
        } else if let path, !path.values().isEmpty {
            path.pop(1)
        }
    }
}

extension NavigationStack: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let node = context.host.node(.generic, "NavigationStack", in: context)
        let host = context.host
        let navigation =
            host.storedValue(for: node.identity + "#navigation") { NavigationContext() }.value as! NavigationContext
        if let path {
            navigation.path = path
        } else {
            let stored = host.storedValue(for: node.identity + "#path") { NavigationPath() }
            navigation.path = PathAccess(
                values: { (stored.read() as! NavigationPath).elements },
                push: { value in
                    var path = stored.value as! NavigationPath
                    path.elements.append(value)
                    stored.write(path)
                    return true
                },
                pop: { count in
                    var path = stored.value as! NavigationPath
                    path.elements.removeLast(count)
                    stored.write(path)
                })
        }
        navigation.pushedViews = host.storedValue(for: node.identity + "#views") { [AnyView]() }
        var inner = context.inside(node)
        inner.environment.navigation = navigation
        node.children = host.makeNodes(for: NavigationStackContent(root: root, navigation: navigation), in: inner)
        return [node]
    }
}

/// The stack's root and pushed screens; reading the path here makes this view, not the stack's
/// parent, run again when the path changes.
struct NavigationStackContent<Root: View>: View {
    let root: Root
    let navigation: NavigationContext
    /// Always different, so the screens are read afresh whenever the stack's parent runs again.
    let refresh: () -> Void = {}

    var body: some View {
        let values = navigation.path?.values() ?? []
        let views = navigation.pushedViews?.read() as? [AnyView] ?? []
        HiddenContent(isHidden: !values.isEmpty || !views.isEmpty, content: root)
        NavigationScreens(values: values, views: views.count, navigation: navigation, generation: navigation.generation)
    }
}

/// The screens pushed over the root; a composite view, so that it is made after the root has
/// registered its `navigationDestination`s.
struct NavigationScreens: View {
    let values: [AnyHashable]
    let views: Int
    let navigation: NavigationContext
    let generation: Int

    var body: some View {
        PushedScreens(values: values, navigation: navigation)
    }
}

struct PushedScreens {
    let values: [AnyHashable]
    let navigation: NavigationContext
}

extension PushedScreens: View {
    typealias Body = Never
    var body: Never { primitiveBody() }
}

extension PushedScreens: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        var screens: [(label: String, view: AnyView)] = []
        for value in values {
            let type = type(of: value.base)
            guard let destination = navigation.destinations[ObjectIdentifier(type)] else {
                RuntimeWarnings.emit(
                    "A NavigationLink is presenting a value of type “\(type)” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."
                )
                continue
            }
            screens.append(("destination(\(String(reflecting: value.base)))", destination(value)))
        }
        let views = navigation.pushedViews?.value as? [AnyView] ?? []
        screens += views.map { ("destination", $0) }
        var nodes: [Node] = []
        for (index, screen) in screens.enumerated() {
            let screenContext = context.child(.index(index))
            let node = context.host.node(.generic, screen.label, in: screenContext)
            let dismiss = context.host.storedValue(for: node.identity + "#dismiss") { DismissTarget() }
            let target = dismiss.value as! DismissTarget
            target.action = { [weak navigation] in navigation?.pop() }
            var inner = screenContext.inside(node)
            inner.environment.dismiss = DismissAction(target: target)
            node.children = context.host.makeNodes(for: screen.view, in: inner)
            node.isHidden = index < screens.count - 1
            nodes.append(node)
        }
        return nodes
    }
}

/// Content kept with its state but not on screen.
struct HiddenContent<Content: View> {
    let isHidden: Bool
    let content: Content
}

extension HiddenContent: View {
    typealias Body = Never
    var body: Never { primitiveBody() }
}

extension HiddenContent: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        // A transparent wrapper carries the flag, so the content's own nodes keep theirs.
        let wrapper = Node(identity: context.path + ":hidden", role: .root, label: "")
        wrapper.children = context.host.makeNodes(for: content, in: context)
        wrapper.isHidden = isHidden
        return [wrapper]
    }
}
