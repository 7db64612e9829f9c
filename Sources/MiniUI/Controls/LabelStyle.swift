// Smaller pieces of SwiftUI that everyday screens lean on: label styles, accessibility, scene
// phase, previews, split views and `onDisappear`.

/// A type that applies a custom appearance to all labels within a view.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// A view that represents the body of a label.
    associatedtype Body: View

    /// Creates a view that represents the body of a label.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration

    /// How the renderer names the style: `.iconOnly`.
    nonisolated var _name: String { get }
}

extension LabelStyle {
    nonisolated public var _name: String { "\(Self.self)()" }
}

/// The properties of a label.
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    public struct Title {
        let content: AnyView
    }

    /// A type-erased icon view of a label.
    public struct Icon {
        let content: AnyView
    }

    /// A description of the labeled item.
    public var title: LabelStyleConfiguration.Title
    /// A symbolic representation of the labeled item.
    public var icon: LabelStyleConfiguration.Icon
}

extension LabelStyleConfiguration.Title: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension LabelStyleConfiguration.Icon: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension LabelStyleConfiguration.Title: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] { context.host.makeNodes(for: content, in: context) }
}

extension LabelStyleConfiguration.Icon: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] { context.host.makeNodes(for: content, in: context) }
}

/// The built-in label styles; MiniUI shows them as written, and draws the label as usual.
public struct DefaultLabelStyle: LabelStyle {
    nonisolated public init() {}
    nonisolated public var _name: String { ".automatic" }
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
}

/// A label style that only displays the icon of the label.
public struct IconOnlyLabelStyle: LabelStyle {
    nonisolated public init() {}
    nonisolated public var _name: String { ".iconOnly" }
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// A label style that only displays the title of the label.
public struct TitleOnlyLabelStyle: LabelStyle {
    nonisolated public init() {}
    nonisolated public var _name: String { ".titleOnly" }
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// A label style that shows both the title and icon of the label.
public struct TitleAndIconLabelStyle: LabelStyle {
    nonisolated public init() {}
    nonisolated public var _name: String { ".titleAndIcon" }
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension View {
    /// Sets the style for labels within this view (MiniUI shows the style; labels keep their outline).
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        annotated(".labelStyle(\(style._name))")
    }

    /// Adds an action to perform after this view disappears.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(OnDisappearModifier(action: action))
    }

    /// Creates a new accessibility element, or modifies the accessibility element traits of the element.
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        annotated(".accessibilityElement(children: \(children.name))")
    }

    /// Adds a textual description of the value that the view contains.
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> some View {
        annotated(".accessibilityValue(\(String(reflecting: valueDescription.content)))")
    }

    /// Adds a textual description of the value that the view contains.
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        annotated(".accessibilityValue(\(String(reflecting: String(value))))")
    }

    /// Communicates to the user what happens after performing the view's action.
    nonisolated public func accessibilityHint(_ hint: Text) -> some View {
        annotated(".accessibilityHint(\(String(reflecting: hint.content)))")
    }

    /// Communicates to the user what happens after performing the view's action.
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        annotated(".accessibilityHint(\(String(reflecting: String(hint))))")
    }

    /// Specifies whether to hide this view from system accessibility features.
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View {
        annotated(hidden ? ".accessibilityHidden(true)" : ".accessibilityHidden(false)")
    }

    /// Adds the given traits to the view.
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        annotated(".accessibilityAddTraits(…)")
    }

    /// Sets a user visible name for this preview.
    nonisolated public func previewDisplayName(_ value: String?) -> some View {
        self
    }
}

struct OnDisappearModifier {
    let action: (() -> Void)?
}

extension OnDisappearModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never

    func apply(to node: Node) {
        // One action per view: a reused view is marked again each time its parent runs.
        if let action { node.onDisappear = [action] }
    }
}

/// Defines the behavior for the child elements of the new parent element.
public struct AccessibilityChildBehavior: Sendable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: ".ignore")
    public static let contain = AccessibilityChildBehavior(name: ".contain")
    public static let combine = AccessibilityChildBehavior(name: ".combine")
}

/// A set of accessibility traits that describe how an element behaves.
public struct AccessibilityTraits: SetAlgebra, Sendable {
    var rawValue: Set<String>

    public init() { rawValue = [] }
    init(_ name: String) { rawValue = [name] }

    public static let isButton = AccessibilityTraits("isButton")
    public static let isHeader = AccessibilityTraits("isHeader")
    public static let isSelected = AccessibilityTraits("isSelected")
    public static let isLink = AccessibilityTraits("isLink")
    public static let isImage = AccessibilityTraits("isImage")
    public static let isStaticText = AccessibilityTraits("isStaticText")

    public func union(_ other: Self) -> Self { Self(rawValue: rawValue.union(other.rawValue)) }
    public func intersection(_ other: Self) -> Self { Self(rawValue: rawValue.intersection(other.rawValue)) }
    public func symmetricDifference(_ other: Self) -> Self {
        Self(rawValue: rawValue.symmetricDifference(other.rawValue))
    }
    public func contains(_ member: Self) -> Bool { member.rawValue.isSubset(of: rawValue) }
    @discardableResult public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let inserted = !contains(newMember)
        rawValue.formUnion(newMember.rawValue)
        return (inserted, newMember)
    }
    @discardableResult public mutating func remove(_ member: Self) -> Self? {
        guard contains(member) else { return nil }
        rawValue.subtract(member.rawValue)
        return member
    }
    @discardableResult public mutating func update(with newMember: Self) -> Self? {
        let had = contains(newMember)
        rawValue.formUnion(newMember.rawValue)
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: Self) { rawValue.formUnion(other.rawValue) }
    public mutating func formIntersection(_ other: Self) { rawValue.formIntersection(other.rawValue) }
    public mutating func formSymmetricDifference(_ other: Self) { rawValue.formSymmetricDifference(other.rawValue) }

    init(rawValue: Set<String>) { self.rawValue = rawValue }
}

/// An indication of a scene's operational state.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The current phase of the scene (`.active` unless set).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

/// A type that produces view previews in Xcode. MiniUI never runs previews; they compile.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View

    /// A collection of views to preview.
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

/// A view that presents views in two or three columns, where selections in leading columns control
/// presentations in subsequent columns. MiniUI shows every column, one below the other.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View> {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
}

extension NavigationSplitView {
    /// Creates a three-column navigation split view.
    nonisolated public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Creates a three-column navigation split view that enables programmatic control of leading
    /// columns' visibility.
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: content(), detail: detail())
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column navigation split view.
    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: EmptyView(), detail: detail())
    }

    /// Creates a two-column navigation split view that enables programmatic control of the
    /// sidebar's visibility.
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: EmptyView(), detail: detail())
    }
}

/// The visibility of the leading columns in a navigation split view.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

extension NavigationSplitView: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension NavigationSplitView: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let node = context.host.node(.generic, "NavigationSplitView", in: context)
        let inside = context.inside(node)
        // Each column is a navigation stack of its own, as in SwiftUI's compact layout.
        node.children =
            Container.node("sidebar", [], NavigationStack { sidebar }, in: inside.child(.role("sidebar")))
            + (Content.self == EmptyView.self
                ? [] : Container.node("content", [], NavigationStack { content }, in: inside.child(.role("content"))))
            + Container.node("detail", [], NavigationStack { detail }, in: inside.child(.role("detail")))
        return [node]
    }
}
