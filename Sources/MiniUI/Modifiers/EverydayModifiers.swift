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
