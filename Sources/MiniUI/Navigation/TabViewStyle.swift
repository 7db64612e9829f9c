import Foundation

// Modifiers that everyday iOS 17/18 screens use beyond the basics: shape backgrounds, line-limit
// ranges, view-wide strikethrough and underline, font design, text content types, tab and progress
// styles, matched geometry with `@Namespace`, `Binding.animation`, and the searchable forms with
// `isPresented:` and scopes. Each shows as an annotation, as written.

extension View {
    /// Sets the view's background to an insettable shape filled with a style.
    nonisolated public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View {
        annotated(".background(\(style._description), in: \(shape._description))")
    }

    /// Sets the view's background to a shape filled with the default background style.
    nonisolated public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        annotated(".background(in: \(shape._description))")
    }

    /// Layers a shape that you specify in front of this view, filled with a style.
    nonisolated public func overlay<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View {
        annotated(".overlay(\(style._description), in: \(shape._description))")
    }

    /// Sets the specified style to render backgrounds within the view.
    nonisolated public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        annotated(".backgroundStyle(\(style._description))")
    }

    /// Sets the primary, secondary, and tertiary levels of the foreground style in the child view.
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        annotated(
            ".foregroundStyle(\(primary._description), \(secondary._description), \(tertiary._description))")
    }

    /// Sets to a closed range the number of lines that text can occupy in this view.
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        annotated(".lineLimit(\(limit.lowerBound)...\(limit.upperBound))")
    }

    /// Sets to a partial range the number of lines that text can occupy in this view.
    nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        annotated(".lineLimit(\(limit.lowerBound)...)")
    }

    /// Sets to a partial range the number of lines that text can occupy in this view.
    nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        annotated(".lineLimit(...\(limit.upperBound))")
    }

    /// Sets a limit for the number of lines text can occupy in this view, reserving that space.
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        annotated(".lineLimit(\(limit), reservesSpace: \(reservesSpace))")
    }

    /// Applies a strikethrough to the text in this view.
    nonisolated public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View {
        annotated(isActive ? ".strikethrough()" : ".strikethrough(false)")
    }

    /// Applies an underline to the text in this view.
    nonisolated public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View {
        annotated(isActive ? ".underline()" : ".underline(false)")
    }

    /// Sets the font design of the text in this view.
    nonisolated public func fontDesign(_ design: Font.Design?) -> some View {
        annotated(".fontDesign(\(design?.name ?? "nil"))")
    }

    /// Modifies the fonts of all child views to use the fixed-width variant of the current font.
    nonisolated public func monospaced(_ isActive: Bool = true) -> some View {
        annotated(isActive ? ".monospaced()" : ".monospaced(false)")
    }

    /// Sets the text content type for this view, which the system uses to offer suggestions.
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View {
        annotated(".textContentType(\(textContentType.map { ".\($0.rawValue)" } ?? "nil"))")
    }

    /// Sets the style for the tab view within the current environment.
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        annotated(".tabViewStyle(\(style._name))")
    }

    /// Sets the style for the index view within the current environment.
    nonisolated public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        annotated(".indexViewStyle(\(style._name))")
    }

    /// Sets the style for progress views in this view.
    nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        annotated(".progressViewStyle(\(style._name))")
    }

    /// Defines a group of views with synchronized geometry using an identifier and namespace that you provide.
    nonisolated public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        annotated(".matchedGeometryEffect(id: \(String(reflecting: id)))")
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

    /// Configures the search scopes for this view.
    nonisolated public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, @ViewBuilder scopes: () -> S
    ) -> some View {
        modifier(LayerModifier(name: "searchScopes", layer: scopes()))
    }

    /// Configures the search scopes for this view, with the activation behaviour you specify.
    nonisolated public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        modifier(LayerModifier(name: "searchScopes", layer: scopes()))
    }
}

extension View {
    /// Configures the search suggestions for this view; MiniUI lists them below it.
    nonisolated public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        modifier(LayerModifier(name: "searchSuggestions", layer: suggestions()))
    }

    /// Associates a fully formed string with the value of this view when used as a search suggestion.
    nonisolated public func searchCompletion(_ completion: String) -> some View {
        annotated(".searchCompletion(\(String(reflecting: completion)))")
    }

    /// Associates a fully formed search token with a view, for the search suggestions of a searchable view that
    /// takes tokens.
    nonisolated public func searchCompletion<T: Identifiable>(_ token: T) -> some View {
        annotated(".searchCompletion(token: \(String(describing: token.id)))")
    }
}

extension Animation {
    /// A spring animation with a predefined duration and small amount of bounce that feels more snappy.
    public static let snappy = Animation(name: ".snappy")

    /// A snappy spring animation with the given duration and extra bounce.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(name: ".snappy")
    }

    /// A smooth spring animation with the given duration and extra bounce.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(name: ".smooth")
    }
}

extension Text {
    /// A description of the style used to draw the line for strikethrough or underline.
    public struct LineStyle: Hashable, Sendable {
        /// The pattern that the line has.
        public struct Pattern: Hashable, Sendable {
            let name: String
            public static let solid = Pattern(name: ".solid")
            public static let dot = Pattern(name: ".dot")
            public static let dash = Pattern(name: ".dash")
            public static let dashDot = Pattern(name: ".dashDot")
            public static let dashDotDot = Pattern(name: ".dashDotDot")
        }

        public var pattern: Pattern
        public var color: Color?

        public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        public static let single = LineStyle()
    }
}

/// The activation style of a search scope.
public struct SearchScopeActivation: Sendable {
    let name: String
    public static let automatic = SearchScopeActivation(name: ".automatic")
    public static let onTextEntry = SearchScopeActivation(name: ".onTextEntry")
    public static let onSearchPresentation = SearchScopeActivation(name: ".onSearchPresentation")
}

/// The semantic meaning of a text input area (UIKit's type, which SwiftUI code on iOS sees
/// through `import SwiftUI`).
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let addressState = UITextContentType(rawValue: "addressState")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let countryName = UITextContentType(rawValue: "countryName")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}

/// A specification for the appearance and interaction of a tab view.
public protocol TabViewStyle: Sendable {
    /// How the renderer names the style: `.page`.
    var _name: String { get }
}

/// The default tab view style.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _name: String { ".automatic" }
}

/// A tab view style that implements a paged scrolling tab view.
public struct PageTabViewStyle: TabViewStyle {
    /// A style for displaying the page index view.
    public struct IndexDisplayMode: Sendable {
        let name: String
        public static let automatic = IndexDisplayMode(name: ".automatic")
        public static let always = IndexDisplayMode(name: ".always")
        public static let never = IndexDisplayMode(name: ".never")
    }

    let indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
    public var _name: String {
        indexDisplayMode.name == ".automatic" ? ".page" : ".page(indexDisplayMode: \(indexDisplayMode.name))"
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// Defines the implementation of all index views within a view hierarchy.
public protocol IndexViewStyle: Sendable {
    /// How the renderer names the style.
    var _name: String { get }
}

/// An index view style that places a page index view over its content.
public struct PageIndexViewStyle: IndexViewStyle {
    /// The background style for an index view.
    public struct BackgroundDisplayMode: Sendable {
        let name: String
        public static let automatic = BackgroundDisplayMode(name: ".automatic")
        public static let interactive = BackgroundDisplayMode(name: ".interactive")
        public static let always = BackgroundDisplayMode(name: ".always")
        public static let never = BackgroundDisplayMode(name: ".never")
    }

    let backgroundDisplayMode: BackgroundDisplayMode
    public init(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
    public var _name: String { ".page(backgroundDisplayMode: \(backgroundDisplayMode.name))" }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

/// A type that applies standard interaction behavior to all progress views within a view hierarchy.
public protocol ProgressViewStyle: Sendable {
    /// How the renderer names the style: `.circular`.
    var _name: String { get }
}

/// The default progress view style in the current context.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _name: String { ".automatic" }
}

/// A progress view that visually indicates its progress using a circular gauge.
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    public var _name: String { ".circular" }
}

/// A progress view that visually indicates its progress using a horizontal bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    public var _name: String { ".linear" }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

/// A dynamic property type that allows access to a namespace defined by the persistent identity of
/// the object containing the property (a view, for example).
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private static let counter = NamespaceCounter()
    private let id: ID

    public init() {
        id = ID(value: Namespace.counter.next())
    }

    /// The namespace's identity.
    public var wrappedValue: Namespace.ID { id }
}

private final class NamespaceCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

/// A set of view properties that may be synchronized between views using `matchedGeometryEffect`.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension Binding {
    /// Specifies an animation to perform when the binding value changes. MiniUI does not animate:
    /// the binding is returned as it is.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        self
    }

    /// Specifies a transaction for the binding. MiniUI does not animate.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        self
    }
}

extension Font {
    /// Returns a modified font that uses fixed-width digits, while leaving other characters proportionally spaced.
    public func monospacedDigit() -> Font {
        Font(description: description + ".monospacedDigit()")
    }

    /// Returns a fixed-width font from the same family as the base font.
    public func monospaced() -> Font {
        Font(description: description + ".monospaced()")
    }

    /// Adjusts the font to enable all small capitals.
    public func smallCaps() -> Font {
        Font(description: description + ".smallCaps()")
    }

    /// Adjusts the font to enable lowercase small capitals.
    public func lowercaseSmallCaps() -> Font {
        Font(description: description + ".lowercaseSmallCaps()")
    }

    /// Adjusts the font to enable uppercase small capitals.
    public func uppercaseSmallCaps() -> Font {
        Font(description: description + ".uppercaseSmallCaps()")
    }

    /// Returns a version of that font that uses the specified line spacing.
    public func leading(_ leading: Font.Leading) -> Font {
        Font(description: description + ".leading(.\(leading))")
    }

    /// Sets the width of the font.
    public func width(_ width: Font.Width) -> Font {
        Font(description: description + ".width(\(width.name))")
    }

    /// Creates a custom font with the given name and size that scales with the body text style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(description: ".custom(\(String(reflecting: name)), size: \(Renderer.number(size)))")
    }

    /// Creates a custom font with the given name and size that scales relative to the given text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(description: ".custom(\(String(reflecting: name)), size: \(Renderer.number(size)))")
    }

    /// Creates a custom font with the given name and a fixed size that does not scale with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(description: ".custom(\(String(reflecting: name)), fixedSize: \(Renderer.number(fixedSize)))")
    }

    /// A line spacing adjustment that you can apply to a font.
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }

    /// A width to use for fonts that have multiple widths.
    public struct Width: Hashable, Sendable {
        let name: String
        public static let compressed = Width(name: ".compressed")
        public static let condensed = Width(name: ".condensed")
        public static let standard = Width(name: ".standard")
        public static let expanded = Width(name: ".expanded")
    }
}

extension View {
    /// Presents a popover when a given condition is true. MiniUI presents it as a sheet.
    nonisolated public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(SheetModifier(name: "popover", item: isPresented.presence, onDismiss: nil) { _ in content() })
    }

    /// Presents a popover using the given item as a data source for the popover's content.
    nonisolated public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(SheetModifier(name: "popover", item: item, onDismiss: nil, content: content))
    }

    /// Adds a context menu with a custom preview to a view; MiniUI lists the items below the view.
    nonisolated public func contextMenu<M: View, P: View>(
        @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
    ) -> some View {
        contextMenu(menuItems: menuItems)
    }

    /// Tells a view that acts as a cell in a grid to span the specified number of columns.
    nonisolated public func gridCellColumns(_ count: Int) -> some View {
        annotated(".gridCellColumns(\(count))")
    }

    /// Makes symbols within the view show a particular variant.
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View {
        annotated(".symbolVariant(\(variant.name))")
    }

    /// Returns a new view with a symbol effect added to it, run when `value` changes.
    nonisolated public func symbolEffect<T: SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        annotated(".symbolEffect(\(effect._name))")
    }

    /// Returns a new view with a symbol effect added to it, active while `isActive` is true.
    nonisolated public func symbolEffect<T: SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        annotated(".symbolEffect(\(effect._name))")
    }

    /// Defines a keyboard shortcut and assigns it to the modified control.
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        annotated(".keyboardShortcut(\(String(reflecting: key.character)))")
    }

    /// Assigns a keyboard shortcut to the modified control.
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        annotated(".keyboardShortcut(\(shortcut.name))")
    }

    /// Plays the specified feedback when the provided trigger value changes. MiniUI has no haptics.
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        annotated(".sensoryFeedback(\(feedback.name))")
    }

    /// Adds help text to a view using a localized string key.
    nonisolated public func help(_ textKey: LocalizedStringKey) -> some View {
        annotated(".help(\(String(reflecting: textKey.key)))")
    }

    /// Adds help text to a view using a text view.
    nonisolated public func help(_ text: Text) -> some View {
        annotated(".help(\(String(reflecting: text.content)))")
    }

    /// Adds help text to a view using a string.
    @_disfavoredOverload
    nonisolated public func help<S: StringProtocol>(_ text: S) -> some View {
        annotated(".help(\(String(reflecting: String(text))))")
    }

    /// Configures the outermost layout as a scroll target layout.
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        annotated(".scrollTargetLayout()")
    }

    /// Sets the scroll behavior of views scrollable in the provided axes.
    nonisolated public func scrollTargetBehavior<T: ScrollTargetBehavior>(_ behavior: T) -> some View {
        annotated(".scrollTargetBehavior(\(behavior._name))")
    }

    /// Positions this view within an invisible frame with a size relative to the nearest container.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        annotated(".containerRelativeFrame(…)")
    }

    /// Positions this view within an invisible frame with a size relative to the nearest container, the
    /// length along each axis computed by the closure from the container's length along it. MiniUI's
    /// container is the screen `GeometryProxy` reports (393 × 852 points); the lengths are shown.
    nonisolated public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        var parts: [String] = []
        if axes.contains(.horizontal) { parts.append("width: \(Renderer.number(length(393, .horizontal)))") }
        if axes.contains(.vertical) { parts.append("height: \(Renderer.number(length(852, .vertical)))") }
        return annotated(".containerRelativeFrame(\(parts.joined(separator: ", ")))")
    }

    /// Positions this view within an invisible frame with a size relative to the nearest container,
    /// in a number of grid columns or rows.
    nonisolated public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        annotated(".containerRelativeFrame(count: \(count))")
    }

    /// Configures the content margin for scrollable content.
    nonisolated public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        annotated(".contentMargins(\(length.map { Renderer.number($0) } ?? "nil"))")
    }

    /// Configures the content margin for scrollable content on all edges.
    nonisolated public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
        -> some View
    {
        annotated(".contentMargins(\(Renderer.number(length)))")
    }

    /// Sets whether a scroll view clips its content to its bounds.
    nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        annotated(".scrollClipDisabled(\(disabled))")
    }

    /// Sets the vertical spacing between two adjacent rows in a list.
    nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        annotated(".listRowSpacing(\(spacing.map { Renderer.number($0) } ?? "nil"))")
    }

    /// Sets the spacing between adjacent sections in a list.
    nonisolated public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        annotated(".listSectionSpacing(\(spacing.name))")
    }

    /// Sets the spacing between adjacent sections in a list, in points.
    nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        annotated(".listSectionSpacing(\(Renderer.number(spacing)))")
    }

    /// Sets the header prominence for this view.
    nonisolated public func headerProminence(_ prominence: Prominence) -> some View {
        annotated(".headerProminence(.\(prominence))")
    }

    /// Sets the presentation background of the enclosing sheet using a shape style.
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        annotated(".presentationBackground(\(style._description))")
    }

    /// Requests that the presentation have a specific corner radius.
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        annotated(".presentationCornerRadius(\(cornerRadius.map { Renderer.number($0) } ?? "nil"))")
    }

    /// Configures the toolbar title display mode for this view.
    nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        annotated(".toolbarTitleDisplayMode(\(mode.name))")
    }

    /// Sets the Dynamic Type size within the view to the given value.
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Limits the Dynamic Type size within the view to the given range.
    nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
    where T.Bound == DynamicTypeSize {
        annotated(".dynamicTypeSize(…)")
    }

    /// Registers a handler to invoke in response to a URL received by the view's scene. MiniUI never calls it.
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        annotated(".onOpenURL")
    }
}

/// An attachment anchor for a popover.
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// An opaque value derived from an anchor source and a particular view.
public struct Anchor<Value> {
    /// A type-erased geometry value that produces an anchored value of a given type.
    public struct Source: Sendable {
        let name: String
    }
}

extension Anchor.Source where Value == CGRect {
    /// The bounds of the view.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: ".bounds") }
}

/// A variant of a symbol.
public struct SymbolVariants: Hashable, Sendable {
    let name: String
    public static let none = SymbolVariants(name: ".none")
    public static let fill = SymbolVariants(name: ".fill")
    public static let circle = SymbolVariants(name: ".circle")
    public static let square = SymbolVariants(name: ".square")
    public static let rectangle = SymbolVariants(name: ".rectangle")
    public static let slash = SymbolVariants(name: ".slash")

    /// A version of the variant filled.
    public var fill: SymbolVariants { SymbolVariants(name: name + ".fill") }
}

/// An effect that you can add to a symbol.
public protocol SymbolEffect: Sendable {
    /// How the renderer names the effect: `.bounce`.
    var _name: String { get }
}

/// A symbol effect: MiniUI names them and does not animate (SwiftUI has one type per effect).
public struct _NamedSymbolEffect: SymbolEffect {
    public let _name: String

    /// The effect applied upwards.
    public var up: _NamedSymbolEffect { _NamedSymbolEffect(_name: _name + ".up") }
    /// The effect applied downwards.
    public var down: _NamedSymbolEffect { _NamedSymbolEffect(_name: _name + ".down") }
    /// The effect applied to each layer in turn.
    public var byLayer: _NamedSymbolEffect { _NamedSymbolEffect(_name: _name + ".byLayer") }
    /// The effect applied to the whole symbol at once.
    public var wholeSymbol: _NamedSymbolEffect { _NamedSymbolEffect(_name: _name + ".wholeSymbol") }
}

extension SymbolEffect where Self == _NamedSymbolEffect {
    public static var bounce: _NamedSymbolEffect { _NamedSymbolEffect(_name: ".bounce") }
    public static var pulse: _NamedSymbolEffect { _NamedSymbolEffect(_name: ".pulse") }
    public static var variableColor: _NamedSymbolEffect { _NamedSymbolEffect(_name: ".variableColor") }
    public static var scale: _NamedSymbolEffect { _NamedSymbolEffect(_name: ".scale") }
    public static var wiggle: _NamedSymbolEffect { _NamedSymbolEffect(_name: ".wiggle") }
    public static var rotate: _NamedSymbolEffect { _NamedSymbolEffect(_name: ".rotate") }
    public static var breathe: _NamedSymbolEffect { _NamedSymbolEffect(_name: ".breathe") }
    public static var appear: _NamedSymbolEffect { _NamedSymbolEffect(_name: ".appear") }
    public static var disappear: _NamedSymbolEffect { _NamedSymbolEffect(_name: ".disappear") }
}

/// Options for configuring a symbol effect.
public struct SymbolEffectOptions: Sendable {
    let name: String
    public static let `default` = SymbolEffectOptions(name: ".default")
    public static let nonRepeating = SymbolEffectOptions(name: ".nonRepeating")
    public static let repeating = SymbolEffectOptions(name: ".repeating")

    /// The options, repeating the effect a number of times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(name: ".repeat") }
    /// The options, at a speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(name: ".speed") }
}

/// Key equivalents consist of a letter, punctuation, or function key that can be combined with an
/// optional set of modifier keys to specify a keyboard shortcut.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public var character: Character

    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { self.character = value }

    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// A set of key modifiers that you can add to a gesture or keyboard shortcut.
public struct EventModifiers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// Keyboard shortcuts describe combinations of keys on a keyboard that the user can press in order
/// to activate a button or toggle.
public struct KeyboardShortcut: Hashable, Sendable {
    let name: String
    public static let defaultAction = KeyboardShortcut(name: ".defaultAction")
    public static let cancelAction = KeyboardShortcut(name: ".cancelAction")

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.name = String(reflecting: key.character)
    }

    init(name: String) { self.name = name }

    public static func == (lhs: KeyboardShortcut, rhs: KeyboardShortcut) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// Represents a type of haptic and/or audio feedback that can be played.
public struct SensoryFeedback: Equatable, Sendable {
    let name: String
    public static let success = SensoryFeedback(name: ".success")
    public static let warning = SensoryFeedback(name: ".warning")
    public static let error = SensoryFeedback(name: ".error")
    public static let selection = SensoryFeedback(name: ".selection")
    public static let increase = SensoryFeedback(name: ".increase")
    public static let decrease = SensoryFeedback(name: ".decrease")
    public static let start = SensoryFeedback(name: ".start")
    public static let stop = SensoryFeedback(name: ".stop")
    public static let alignment = SensoryFeedback(name: ".alignment")
    public static let levelChange = SensoryFeedback(name: ".levelChange")
    public static let impact = SensoryFeedback(name: ".impact")

    /// An impact with a weight and intensity.
    public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: ".impact")
    }

    /// The weight of an impact.
    public struct Weight: Equatable, Sendable {
        let name: String
        public static let light = Weight(name: ".light")
        public static let medium = Weight(name: ".medium")
        public static let heavy = Weight(name: ".heavy")
    }
}

/// A type that defines the scroll behavior of a scrollable view.
public protocol ScrollTargetBehavior: Sendable {
    /// How the renderer names the behavior: `.paging`.
    var _name: String { get }
}

/// The scroll behavior that aligns scroll targets to container-based geometry.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public var _name: String { ".paging" }
}

/// The scroll behavior that aligns scroll targets to view-based geometry.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public var _name: String { ".viewAligned" }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

/// The placement of margins.
public struct ContentMarginPlacement: Sendable {
    let name: String
    public static let automatic = ContentMarginPlacement(name: ".automatic")
    public static let scrollContent = ContentMarginPlacement(name: ".scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: ".scrollIndicators")
}

/// The spacing between adjacent sections in a list.
public struct ListSectionSpacing: Sendable {
    let name: String
    public static let `default` = ListSectionSpacing(name: ".default")
    public static let compact = ListSectionSpacing(name: ".compact")

    /// Spacing with a custom value.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(name: ".custom(\(Renderer.number(spacing)))")
    }
}

/// A type indicating the prominence of a view hierarchy.
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

/// A display mode for the toolbar title.
public struct ToolbarTitleDisplayMode: Sendable {
    let name: String
    public static let automatic = ToolbarTitleDisplayMode(name: ".automatic")
    public static let large = ToolbarTitleDisplayMode(name: ".large")
    public static let inlineLarge = ToolbarTitleDisplayMode(name: ".inlineLarge")
    public static let inline = ToolbarTitleDisplayMode(name: ".inline")
}

/// A Dynamic Type size, which specifies how large scalable content should be.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// A Boolean value indicating whether the size is one that is associated with accessibility.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
    /// The current Dynamic Type size (`.large` unless set).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension VerticalAlignment {
    /// A guide that marks the bottom-most text baseline in a view.
    public static let lastTextBaseline = VerticalAlignment(name: ".lastTextBaseline")
}

extension AnyTransition {
    /// Creates a transition that when added to a view will animate the view's insertion by moving
    /// it in from the specified edge while fading it in.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(name: ".push(from: .\(edge))")
    }
}

extension Menu {
    /// Creates a menu with a custom primary action and custom label.
    nonisolated public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: label)
    }
}

extension Menu where Label == Text {
    /// Creates a menu with a custom primary action that generates its label from a localized string key.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(titleKey, content: content)
    }

    /// Creates a menu with a custom primary action that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(title, content: content)
    }
}

// MARK: Badges

extension View {
    /// Generates a badge for the view from an integer value (a list row's or a tab's count); zero shows none.
    nonisolated public func badge(_ count: Int) -> some View {
        annotated(count == 0 ? ".badge(0)" : ".badge(\(count))")
    }

    /// Generates a badge for the view from a text view; `nil` shows none.
    nonisolated public func badge(_ label: Text?) -> some View {
        annotated(".badge(\(label.map { String(reflecting: $0.content) } ?? "nil"))")
    }

    /// Generates a badge for the view from a localized string key; `nil` shows none.
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some View {
        annotated(".badge(\(key.map { String(reflecting: $0.key) } ?? "nil"))")
    }

    /// Generates a badge for the view from a string; `nil` shows none.
    @_disfavoredOverload
    nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View {
        annotated(".badge(\(label.map { String(reflecting: String($0)) } ?? "nil"))")
    }
}
