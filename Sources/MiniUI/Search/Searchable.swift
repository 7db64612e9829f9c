import Foundation

// SwiftUI 18's navigation transitions, bar visibility and tab styles, search tokens, presentation
// sizing, hover effects, text scale, decorative images and the refresh action. Annotations unless
// said otherwise: MiniUI has no animation, pointer or bars to hide.

/// A type that defines the transition to use when navigating to a view.
public protocol NavigationTransition: Sendable {
    /// How the renderer writes the transition.
    var _name: String { get }
}

/// The default navigation transition.
public struct AutomaticNavigationTransition: NavigationTransition {
    public var _name: String { ".automatic" }
}

/// A navigation transition that zooms the appearing view from a given source view.
public struct ZoomNavigationTransition: NavigationTransition {
    let sourceID: String
    public var _name: String { ".zoom(sourceID: \(sourceID))" }
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The default navigation transition.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// A navigation transition that zooms the appearing view from a given source view.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(sourceID: String(reflecting: sourceID))
    }
}

/// A type that defines the size of the presentation content and how the presentation size adjusts to
/// its content's size changing.
public protocol PresentationSizing: Sendable {
    /// How the renderer writes the sizing.
    var _name: String { get }
}

/// A presentation sizing that MiniUI writes by name.
public struct _NamedPresentationSizing: PresentationSizing {
    public let _name: String
}

extension PresentationSizing where Self == _NamedPresentationSizing {
    /// The default presentation sizing.
    public static var automatic: _NamedPresentationSizing { _NamedPresentationSizing(_name: ".automatic") }
    /// A presentation sizing that is appropriate for forms.
    public static var form: _NamedPresentationSizing { _NamedPresentationSizing(_name: ".form") }
    /// A presentation sizing that is roughly the size of a page of paper.
    public static var page: _NamedPresentationSizing { _NamedPresentationSizing(_name: ".page") }
    /// A presentation sizing that sizes the presentation to fit its content.
    public static var fitted: _NamedPresentationSizing { _NamedPresentationSizing(_name: ".fitted") }
}

/// An effect applied when the pointer hovers over a view.
public struct HoverEffect: Sendable {
    let name: String
    /// An effect that attempts to determine the effect automatically.
    public static let automatic = HoverEffect(name: ".automatic")
    /// An effect that morphs the pointer into a platter behind the view.
    public static let highlight = HoverEffect(name: ".highlight")
    /// An effect that slides the pointer under the view and disappears.
    public static let lift = HoverEffect(name: ".lift")
}

extension Text {
    /// Values that you can use to scale text.
    public struct Scale: Hashable, Sendable {
        let name: String
        /// The default text scale.
        public static let `default` = Scale(name: ".default")
        /// A scale to use for secondary text.
        public static let secondary = Scale(name: ".secondary")
    }
}

/// A tab view style that displays a tab bar when possible and a sidebar otherwise.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
    public var _name: String { ".sidebarAdaptable" }
}

/// A tab view style that displays a tab bar when possible.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    public init() {}
    public var _name: String { ".tabBarOnly" }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab view style that displays a tab bar when possible and a sidebar otherwise.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab view style that displays a tab bar when possible.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

/// An action that initiates a refresh operation.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Initiates a refresh action.
    public func callAsFunction() async { await action() }
}

private struct RefreshKey: EnvironmentKey {
    static let defaultValue: RefreshAction? = nil
}

extension EnvironmentValues {
    /// A refresh action stored in a view's environment: `nil` in MiniUI, where `.refreshable` runs its
    /// action through `host.refresh()`.
    public var refresh: RefreshAction? { self[RefreshKey.self] }
}

extension Image {
    /// Creates an unlabeled, decorative image, which accessibility ignores.
    nonisolated public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name)
    }
}

extension View {
    /// Sets the container shape to use for any container relative shape within this view.
    nonisolated public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        annotated(".containerShape(\(shape._description))")
    }

    /// Removes the given traits from this view.
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        annotated(".accessibilityRemoveTraits")
    }

    /// Sets the sort priority order for this view's accessibility element, relative to other elements
    /// at the same level.
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        annotated(".accessibilitySortPriority(\(Renderer.number(CGFloat(sortPriority))))")
    }

    /// Sets alternate input labels with which users identify a view.
    nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        annotated(".accessibilityInputLabels")
    }

    /// Sets alternate input labels with which users identify a view.
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
        annotated(".accessibilityInputLabels")
    }

    /// Prevents the row from being deleted: MiniUI shows it as an annotation, and `host.delete(row:)`
    /// still reaches the `onDelete` action.
    nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View {
        annotated(isDisabled ? ".deleteDisabled(true)" : "")
    }

    /// Adds a condition that controls whether users can select this view (a row of a `List(selection:)`):
    /// MiniUI shows it as an annotation.
    nonisolated public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        annotated(isDisabled ? ".selectionDisabled()" : "")
    }

    /// Prevents the row from being moved.
    nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View {
        annotated(isDisabled ? ".moveDisabled(true)" : "")
    }

    /// Sets the navigation transition style for this view.
    nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View {
        annotated(".navigationTransition(\(style._name))")
    }

    /// Identifies this view as the source of a navigation transition, such as a zoom transition.
    nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
        annotated(".matchedTransitionSource(id: \(String(reflecting: id)))")
    }

    /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI.
    nonisolated public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...)
        -> some View
    {
        annotated(".toolbarBackgroundVisibility(.\(visibility), for: \(bars.map(\.name).joined(separator: ", ")))")
    }

    /// Specifies the visibility of a bar managed by SwiftUI.
    nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        annotated(".toolbarVisibility(.\(visibility), for: \(bars.map(\.name).joined(separator: ", ")))")
    }

    /// Sets the preferred visibility of the non-transient system views overlaying the app (the Home
    /// indicator). No system overlays in MiniUI: shown as an annotation.
    nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        annotated(".persistentSystemOverlays(.\(visibility))")
    }

    /// Sets the sizing of the containing presentation.
    nonisolated public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
        annotated(".presentationSizing(\(sizing._name))")
    }

    /// Applies a hover effect to this view. No pointer in MiniUI.
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        annotated(".hoverEffect(\(effect.name))")
    }

    /// Applies a text scale to text in the view.
    nonisolated public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        annotated(".textScale(\(scale.name))")
    }

    /// Marks this view as searchable with text and tokens; the tokens are listed below the view.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
            .modifier(LayerModifier(name: "searchTokens", layer: ForEach(Array(tokens.wrappedValue), content: token)))
    }

    /// Marks this view as searchable with text and tokens, with a prompt from a localized string key.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable with text and tokens, with a prompt from a string.
    @_disfavoredOverload
    nonisolated public func searchable<
        C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
    >(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable with text, tokens, and suggestions; the tokens and the suggested
    /// tokens are listed below the view.
    nonisolated public func searchable<
        C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View
    >(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: prompt, token: token)
            .modifier(
                LayerModifier(
                    name: "searchSuggestedTokens",
                    layer: ForEach(Array(suggestedTokens.wrappedValue), content: token)))
    }

    /// Marks this view as searchable with text, tokens, and suggestions, with a prompt from a localized
    /// string key.
    nonisolated public func searchable<
        C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View
    >(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(
            text: text, tokens: tokens, suggestedTokens: suggestedTokens, placement: placement,
            prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable with text, tokens, and suggestions, with a prompt from a string.
    @_disfavoredOverload
    nonisolated public func searchable<
        C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
    >(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(
            text: text, tokens: tokens, suggestedTokens: suggestedTokens, placement: placement,
            prompt: Text(prompt), token: token)
    }
}

extension SymbolEffect where Self == _NamedSymbolEffect {
    /// An animation that replaces the layers of one symbol-based image with those of another.
    public static var replace: _NamedSymbolEffect { _NamedSymbolEffect(_name: ".replace") }
}

extension _NamedSymbolEffect {
    /// The effect's layers play one after another.
    public var iterative: _NamedSymbolEffect { _NamedSymbolEffect(_name: _name + ".iterative") }
    /// The effect's layers stay changed until every layer has played.
    public var cumulative: _NamedSymbolEffect { _NamedSymbolEffect(_name: _name + ".cumulative") }
    /// The effect plays forwards, then in reverse.
    public var reversing: _NamedSymbolEffect { _NamedSymbolEffect(_name: _name + ".reversing") }
    /// The inactive layers are hidden.
    public var hideInactiveLayers: _NamedSymbolEffect { _NamedSymbolEffect(_name: _name + ".hideInactiveLayers") }
    /// The old symbol scales down, the new one up.
    public var downUp: _NamedSymbolEffect { _NamedSymbolEffect(_name: _name + ".downUp") }
    /// Both symbols scale up.
    public var upUp: _NamedSymbolEffect { _NamedSymbolEffect(_name: _name + ".upUp") }
    /// The old symbol disappears, the new one scales up.
    public var offUp: _NamedSymbolEffect { _NamedSymbolEffect(_name: _name + ".offUp") }
}

extension ContentTransition {
    /// A content transition that applies the default symbol effect transition to symbol images.
    public static var symbolEffect: ContentTransition { ContentTransition(name: ".symbolEffect") }

    /// Creates a content transition that applies the symbol effect transition to symbol images.
    public static func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default)
        -> ContentTransition
    {
        ContentTransition(name: ".symbolEffect(\(effect._name))")
    }
}

/// The placement of a search field in a view hierarchy.
public struct SearchFieldPlacement: Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: ".automatic")
    public static let toolbar = SearchFieldPlacement(name: ".toolbar")
    public static let sidebar = SearchFieldPlacement(name: ".sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: ".navigationBarDrawer")

    /// The search field is placed in a drawer of the navigation bar, with the given display mode.
    public static func navigationBarDrawer(displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode)
        -> SearchFieldPlacement
    {
        SearchFieldPlacement(name: ".navigationBarDrawer(displayMode: \(displayMode.name))")
    }

    /// A mode of displaying the search field in the navigation bar.
    public struct NavigationBarDrawerDisplayMode: Sendable {
        let name: String
        public static let automatic = NavigationBarDrawerDisplayMode(name: ".automatic")
        public static let always = NavigationBarDrawerDisplayMode(name: ".always")
    }
}

struct SearchableModifier {
    let text: Binding<String>
    let prompt: String?
}

extension SearchableModifier: NodeBuildingModifier, ViewModifier {
    typealias Body = Never

    func makeNodes(in context: BuildContext, content: (BuildContext) -> [Node]) -> [Node] {
        let value = text.wrappedValue
        let field = context.host.node(.control, "searchable(text: \(String(reflecting: value)))", in: context)
        field.text = "Search"
        let text = self.text
        field.controls.setText = { text.wrappedValue = $0 }
        if let prompt { field.label += " prompt: \(String(reflecting: prompt))" }
        field.isAttachment = true
        return [field] + content(context)
    }
}

extension View {

    /// Marks this view as searchable, which configures the display of a search field.
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        modifier(SearchableModifier(text: text, prompt: prompt?.content))
    }

    /// Marks this view as searchable, with a prompt from a localized string key.
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        modifier(SearchableModifier(text: text, prompt: prompt.key))
    }

    /// Marks this view as searchable, with a prompt from a string.
    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        modifier(SearchableModifier(text: text, prompt: String(prompt)))
    }

    /// Marks this view as searchable with programmatic presentation of the search field.
    nonisolated public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Marks this view as searchable with programmatic presentation, with a prompt from a localized string key.
    nonisolated public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Marks this view as searchable with programmatic presentation, with a prompt from a string.
    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }
}
