// swift-format-ignore-file: AmbiguousTrailingClosureOverload
// `toolbar(content:)` keeps SwiftUI's own pair of overloads: learners call them as they would in SwiftUI.

/// Conforming types represent items that can be placed in various locations in a toolbar.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarTrailing) { EditButton() }
///     ToolbarItemGroup(placement: .bottomBar) { Button("Share") { share() } }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content representing the body of this toolbar content.
    associatedtype Body: ToolbarContent

    /// The composition of content that comprise the toolbar content.
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Toolbar content MiniUI takes apart itself: each item's placement and view.
@MainActor
protocol PrimitiveToolbarContent {
    var items: [(placement: ToolbarItemPlacement, view: AnyView)] { get }
}

extension ToolbarContent {
    var toolbarItems: [(placement: ToolbarItemPlacement, view: AnyView)] {
        if let primitive = self as? any PrimitiveToolbarContent { return primitive.items }
        return body.toolbarItems
    }
}

/// A model that represents an item which can be placed in the toolbar or navigation bar.
public struct ToolbarItem<ID, Content: View> {
    let placement: ToolbarItemPlacement
    let content: Content
}

extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// Creates a toolbar item with the specified placement and content, which allows for user customization.
    nonisolated public init(
        id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
    ) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    public var body: Never { fatalError("ToolbarItem has no body") }
    var items: [(placement: ToolbarItemPlacement, view: AnyView)] { [(placement, AnyView(content))] }
}

/// A model that represents a group of toolbar items which can be placed in the toolbar or navigation bar.
public struct ToolbarItemGroup<Content: View> {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a toolbar item group with a specified placement and content.
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItemGroup: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    public var body: Never { fatalError("ToolbarItemGroup has no body") }
    var items: [(placement: ToolbarItemPlacement, view: AnyView)] { [(placement, AnyView(content))] }
}

extension Never: ToolbarContent {}

/// Toolbar content made of several pieces: what a `@ToolbarContentBuilder` block of several items builds.
public struct TupleToolbarContent<T> {
    let value: T
    nonisolated init(_ value: T) { self.value = value }
}

extension TupleToolbarContent: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    public var body: Never { fatalError("TupleToolbarContent has no body") }
    var items: [(placement: ToolbarItemPlacement, view: AnyView)] {
        Mirror(reflecting: value).children.flatMap { ($0.value as? any ToolbarContent)?.toolbarItems ?? [] }
    }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public typealias Body = Never
    public var body: Never { fatalError("Optional has no body") }
}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
    var items: [(placement: ToolbarItemPlacement, view: AnyView)] { self?.toolbarItems ?? [] }
}

extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    public typealias Body = Never
    public var body: Never { fatalError("_ConditionalContent has no body") }
}

extension _ConditionalContent: PrimitiveToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    var items: [(placement: ToolbarItemPlacement, view: AnyView)] {
        switch storage {
        case .trueContent(let content): content.toolbarItems
        case .falseContent(let content): content.toolbarItems
        }
    }
}

/// Constructs a toolbar item set from multi-expression closures.
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<each Content: ToolbarContent>(
        _ content: repeat each Content
    ) -> TupleToolbarContent<(repeat each Content)> {
        TupleToolbarContent((repeat each content))
    }

    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? {
        content
    }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
}

/// A structure that defines the placement of a toolbar item.
public struct ToolbarItemPlacement: Sendable {
    let name: String

    public static let automatic = ToolbarItemPlacement(name: ".automatic")
    public static let principal = ToolbarItemPlacement(name: ".principal")
    public static let navigation = ToolbarItemPlacement(name: ".navigation")
    public static let primaryAction = ToolbarItemPlacement(name: ".primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: ".secondaryAction")
    public static let status = ToolbarItemPlacement(name: ".status")
    public static let confirmationAction = ToolbarItemPlacement(name: ".confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: ".cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: ".destructiveAction")
    public static let keyboard = ToolbarItemPlacement(name: ".keyboard")
    public static let topBarLeading = ToolbarItemPlacement(name: ".topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: ".topBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: ".bottomBar")
    @available(iOS, deprecated: 100000.0, renamed: "topBarLeading")
    public static let navigationBarLeading = ToolbarItemPlacement(name: ".navigationBarLeading")
    @available(iOS, deprecated: 100000.0, renamed: "topBarTrailing")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: ".navigationBarTrailing")
}

struct ToolbarModifier<Content: ToolbarContent> {
    let content: Content
}

extension ToolbarModifier: NodeBuildingModifier, ViewModifier {
    typealias Body = Never

    func makeNodes(in context: BuildContext, content: (BuildContext) -> [Node]) -> [Node] {
        let nodes = content(context)
        let toolbar = context.host.node(.generic, "toolbar", in: context)
        for (index, item) in self.content.toolbarItems.enumerated() {
            let placement = item.placement.name == ".automatic" ? "" : "(placement: \(item.placement.name))"
            let itemNode = context.host.node(
                .generic, "ToolbarItem" + placement, in: context.inside(toolbar).child(.index(index)))
            itemNode.children = context.host.makeNodes(for: item.view, in: context.inside(itemNode))
            toolbar.children.append(itemNode)
        }
        toolbar.isAttachment = true
        return nodes + [toolbar]
    }
}

extension View {
    /// Populates the toolbar or navigation bar with the specified items.
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(content: ToolbarItem(placement: .automatic, content: content)))
    }

    /// Populates the toolbar or navigation bar with the specified items.
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content)
        -> some View
    {
        modifier(ToolbarModifier(content: content()))
    }
}
