// swift-format-ignore-file: AmbiguousTrailingClosureOverload
// `toolbar(id:content:)` sits beside SwiftUI's own pair of `toolbar(content:)` overloads.

// Customizable toolbars, labelled item groups, title menus and the default items a view adds. MiniUI
// draws the toolbar as before (each item under `toolbar`); nobody customizes it, so the customization
// settings are annotations on the item's content.

/// Conforming types represent items that can be placed in various locations in a customizable toolbar.
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Self.Body: CustomizableToolbarContent {}

extension Never: CustomizableToolbarContent {}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}

extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}

extension _ConditionalContent: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

/// Customizable toolbar content made of several pieces: what a `@ToolbarContentBuilder` block of
/// several customizable items builds.
public struct TupleCustomizableToolbarContent<T> {
    let value: T
    nonisolated init(_ value: T) { self.value = value }
}

extension TupleCustomizableToolbarContent: CustomizableToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    public var body: Never { fatalError("TupleCustomizableToolbarContent has no body") }
    var items: [(placement: ToolbarItemPlacement, view: AnyView)] {
        Mirror(reflecting: value).children.flatMap { ($0.value as? any ToolbarContent)?.toolbarItems ?? [] }
    }
}

extension ToolbarContentBuilder {
    public static func buildBlock<Content: CustomizableToolbarContent>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<each Content: CustomizableToolbarContent>(
        _ content: repeat each Content
    ) -> TupleCustomizableToolbarContent<(repeat each Content)> {
        TupleCustomizableToolbarContent((repeat each content))
    }
}

extension ToolbarItem where ID == String {
    /// Creates a toolbar item with the specified placement and content, which allows for user
    /// customization; `showsByDefault: false` leaves it out until a person adds it. MiniUI shows it
    /// either way.
    nonisolated public init(
        id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
        @ViewBuilder content: () -> Content
    ) {
        self.init(id: id, placement: placement, content: content)
    }
}

extension View {
    /// Populates the toolbar or navigation bar with the specified items, allowing for user customization.
    nonisolated public func toolbar<Content: CustomizableToolbarContent>(
        id: String, @ToolbarContentBuilder content: () -> Content
    ) -> some View {
        modifier(ToolbarModifier(content: content()))
    }
}

/// The customization behavior of customizable toolbar content.
public struct ToolbarCustomizationBehavior: Sendable {
    let name: String
    /// The default customization behavior: the item can be moved or removed.
    public static var `default`: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(name: ".default") }
    /// The disabled customization behavior: the item cannot be customized.
    public static var disabled: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(name: ".disabled") }
    /// The reorderable customization behavior: the item can be moved, not removed.
    public static var reorderable: ToolbarCustomizationBehavior {
        ToolbarCustomizationBehavior(name: ".reorderable")
    }
}

/// Options that influence the default customization behavior of customizable toolbar content.
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The item stays available in the overflow menu when a person removes it from the toolbar.
    public static var alwaysAvailable: ToolbarCustomizationOptions { ToolbarCustomizationOptions(rawValue: 1) }
}

/// Customizable toolbar content with an annotation on each item's view.
public struct _AnnotatedToolbarContent<Base: ToolbarContent> {
    let base: Base
    let annotation: String
}

extension _AnnotatedToolbarContent: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    public var body: Never { fatalError("_AnnotatedToolbarContent has no body") }
    var items: [(placement: ToolbarItemPlacement, view: AnyView)] {
        base.toolbarItems.map { ($0.placement, AnyView($0.view.annotated(annotation))) }
    }
}

extension CustomizableToolbarContent {
    /// Configures the customization behavior of customizable toolbar content.
    nonisolated public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior)
        -> some CustomizableToolbarContent
    {
        _AnnotatedToolbarContent(base: self, annotation: ".customizationBehavior(\(behavior.name))")
    }

    /// Configures the way customizable toolbar items with the default behavior behave.
    nonisolated public func defaultCustomization(
        _ defaultVisibility: Visibility = .automatic, options: ToolbarCustomizationOptions = []
    ) -> some CustomizableToolbarContent {
        let alwaysAvailable = options.contains(.alwaysAvailable) ? ", options: .alwaysAvailable" : ""
        return _AnnotatedToolbarContent(
            base: self, annotation: ".defaultCustomization(.\(defaultVisibility)\(alwaysAvailable))")
    }
}

/// A view that represents the view of a toolbar item group with a specified label: its content in a
/// control group, which may collapse into a menu. MiniUI shows the content.
public struct LabeledToolbarItemGroupContent<Content: View, Label: View> {
    let content: Content
    let label: Label
}

extension LabeledToolbarItemGroupContent: View {
    public var body: some View {
        ControlGroup {
            content
        } label: {
            label
        }
    }
}

extension ToolbarItemGroup {
    /// Creates a toolbar item group with the specified placement, content, and a label describing
    /// that content.
    nonisolated public init<C: View, L: View>(
        placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C, @ViewBuilder label: () -> L
    ) where Content == LabeledToolbarItemGroupContent<C, L> {
        self.init(placement: placement) { LabeledToolbarItemGroupContent(content: content(), label: label()) }
    }
}

/// The title menu of a toolbar: a menu presented by tapping the navigation title. MiniUI lists its
/// content among the toolbar's items, at the `.principal` placement.
public struct ToolbarTitleMenu<Content: View> {
    let content: Content

    /// Creates a toolbar title menu.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension ToolbarTitleMenu where Content == EmptyView {
    /// Creates a toolbar title menu where actions are inferred from your app's commands.
    nonisolated public init() {
        self.content = EmptyView()
    }
}

extension ToolbarTitleMenu: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    public var body: Never { fatalError("ToolbarTitleMenu has no body") }
    var items: [(placement: ToolbarItemPlacement, view: AnyView)] {
        [(.principal, AnyView(content.annotated(".toolbarTitleMenu")))]
    }
}

/// A kind of toolbar item a view adds by default.
public struct ToolbarDefaultItemKind: Sendable {
    let name: String
    /// The sidebar toggle toolbar item a `NavigationSplitView` adds by default.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: ".sidebarToggle")
    /// The title and subtitle shown in the navigation bar.
    public static let title = ToolbarDefaultItemKind(name: ".title")
}

extension View {
    /// Removes a toolbar item present by default. MiniUI draws no default items: an annotation.
    nonisolated public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        annotated(".toolbar(removing: \(defaultItemKind?.name ?? "nil"))")
    }
}
