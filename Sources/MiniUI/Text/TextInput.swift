// Modifiers that change only how a view looks: MiniUI draws nothing, so each one shows after the
// view's name on screen, as it is written in code.

extension View {
    nonisolated func annotated(_ annotation: String) -> ModifiedContent<Self, AnnotationModifier> {
        modifier(AnnotationModifier(annotation: annotation))
    }

    /// Positions this view within an invisible frame with the specified size.
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View
    {
        let parts = [("width", width), ("height", height)].compactMap { name, value in
            value.map { "\(name): \(Renderer.number($0))" }
        }
        let aligned = alignment == .center ? [] : ["alignment: \(alignment.name)"]
        return annotated(".frame(\((parts + aligned).joined(separator: ", ")))")
    }

    /// Positions this view within an invisible frame having the specified size constraints.
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        let values = [
            ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth), ("minHeight", minHeight),
            ("idealHeight", idealHeight), ("maxHeight", maxHeight),
        ]
        let parts = values.compactMap { name, value in
            value.map { "\(name): \($0 == .infinity ? ".infinity" : Renderer.number($0))" }
        }
        let aligned = alignment == .center ? [] : ["alignment: \(alignment.name)"]
        return annotated(".frame(\((parts + aligned).joined(separator: ", ")))")
    }

    /// Sets the color of the foreground elements displayed by this view.
    @available(iOS, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(macOS, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    nonisolated public func foregroundColor(_ color: Color?) -> some View {
        annotated(".foregroundColor(\(color?._description ?? "nil"))")
    }

    /// Sets the view's background to a style.
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    {
        annotated(".background(\(style._description))")
    }

    /// Layers the views that you specify behind this view.
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    {
        modifier(LayerModifier(name: "background", layer: content()))
    }

    /// Layers the views that you specify in front of this view.
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    {
        modifier(LayerModifier(name: "overlay", layer: content()))
    }

    /// Layers the specified style in front of this view.
    nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    {
        annotated(".overlay(\(style._description))")
    }

    /// Clips this view to its bounding frame, with the specified corner radius.
    @available(iOS, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(macOS, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        annotated(".cornerRadius(\(Renderer.number(radius)))")
    }

    /// Sets a clipping shape for this view.
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        annotated(".clipShape(\(shape._description))")
    }

    /// Sets the transparency of this view.
    nonisolated public func opacity(_ opacity: Double) -> some View {
        annotated(".opacity(\(Renderer.number(opacity)))")
    }

    /// Adds a shadow to this view.
    nonisolated public func shadow(
        color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        annotated(".shadow(radius: \(Renderer.number(radius)))")
    }

    /// Sets the maximum number of lines that text can occupy in this view.
    nonisolated public func lineLimit(_ number: Int?) -> some View {
        annotated(".lineLimit(\(number.map(String.init) ?? "nil"))")
    }

    /// Sets the alignment of a text view that contains multiple lines of text.
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        annotated(".multilineTextAlignment(.\(alignment))")
    }

    /// Sets the tint color within this view.
    nonisolated public func tint(_ tint: Color?) -> some View {
        annotated(".tint(\(tint?._description ?? "nil"))")
    }

    /// Sets the tint within this view to a shape style (a gradient, a hierarchical style).
    nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        annotated(".tint(\(tint?._description ?? "nil"))")
    }

    /// Applies a bold font weight to the text in this view.
    nonisolated public func bold(_ isActive: Bool = true) -> some View {
        annotated(isActive ? ".bold()" : ".bold(false)")
    }

    /// Applies italics to the text in this view.
    nonisolated public func italic(_ isActive: Bool = true) -> some View {
        annotated(isActive ? ".italic()" : ".italic(false)")
    }

    /// Sets the font weight of the text in this view.
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
        annotated(".fontWeight(\(weight?.name ?? "nil"))")
    }

    /// Scales images within the view according to one of the relative sizes available.
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View {
        annotated(".imageScale(.\(scale))")
    }

    /// Scales this view to fit its parent.
    nonisolated public func scaledToFit() -> some View {
        annotated(".scaledToFit()")
    }

    /// Scales this view to fill its parent.
    nonisolated public func scaledToFill() -> some View {
        annotated(".scaledToFill()")
    }

    /// Constrains this view's dimensions to the aspect ratio of its content.
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        annotated(".aspectRatio(contentMode: .\(contentMode))")
    }

    /// Expands the safe area of a view.
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        annotated(".ignoresSafeArea()")
    }

    /// Sets the style for text fields within this view.
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        annotated(".textFieldStyle(\(style._name))")
    }

    /// Prevents autocorrection for text in this view.
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        annotated(disable ? ".autocorrectionDisabled()" : ".autocorrectionDisabled(false)")
    }

    /// Sets how often the shift key in the keyboard is automatically enabled.
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
        -> some View
    {
        annotated(".textInputAutocapitalization(\(autocapitalization?.name ?? "nil"))")
    }

    /// Sets the submit label for this view.
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        annotated(".submitLabel(.\(submitLabel.name))")
    }

    /// Adds an action to perform when the user submits a value to this view; in a ``ViewHost``,
    /// `host.submit("Name")` submits the field labelled "Name".
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(SubmitModifier(action: action))
    }

    /// Adds an action to perform when this view recognizes a tap gesture; in a ``ViewHost``,
    /// `host.tap(_:)` finds the view by its text.
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(TapGestureModifier(action: action))
    }

    /// Sets the background of a list row.
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View {
        annotated(".listRowBackground(…)")
    }

    /// Specifies the visibility of the background for scrollable views within this view.
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
        annotated(".scrollContentBackground(.\(visibility))")
    }

    /// Applies the given animation to this view when the specified value changes.
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        annotated(".animation(\(animation?.name ?? "nil"))")
    }

    /// Associates a transition with the view.
    nonisolated public func transition(_ t: AnyTransition) -> some View {
        annotated(".transition(\(t.name))")
    }
}

struct LayerModifier<Layer: View> {
    let name: String
    let layer: Layer
}

extension LayerModifier: NodeBuildingModifier, ViewModifier {
    typealias Body = Never

    func makeNodes(in context: BuildContext, content: (BuildContext) -> [Node]) -> [Node] {
        let nodes = content(context)
        let layer = Container.node(name, [], self.layer, in: context)
        layer[0].isAttachment = true
        return nodes + layer
    }
}

struct SubmitModifier {
    let action: () -> Void
}

extension SubmitModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never

    func apply(to node: Node) {
        let action = action
        for target in node.subtree where target.controls.setText != nil {
            target.controls.submit = action
        }
    }
}

struct TapGestureModifier {
    let action: () -> Void
}

extension TapGestureModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never

    func apply(to node: Node) {
        node.annotations.append(".onTapGesture")
        let action = action
        node.controls.tap = { action() }
    }
}

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

/// Constants that define how a view's content fills the available space.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

/// A set of symbolic safe area regions.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A type that specifies the appearance and interaction of all text fields within a view hierarchy.
public protocol TextFieldStyle: Sendable {
    /// How the renderer names the style: `.roundedBorder`.
    var _name: String { get }
}

/// The default text field style, based on the text field's context.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _name: String { ".automatic" }
}

/// A text field style with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _name: String { ".plain" }
}

/// A text field style with a system-defined rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _name: String { ".roundedBorder" }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// The kind of autocapitalization behavior applied during text input.
public struct TextInputAutocapitalization: Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: ".never")
    public static let words = TextInputAutocapitalization(name: ".words")
    public static let sentences = TextInputAutocapitalization(name: ".sentences")
    public static let characters = TextInputAutocapitalization(name: ".characters")
}

/// A semantic label describing the label of submission within a view hierarchy.
public struct SubmitLabel: Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// A type that defines various triggers that result in the firing of a submission action.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let text = SubmitTriggers(rawValue: 1 << 0)
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// The way a view changes over time to create a smooth visual transition from one state to another.
/// MiniUI does not animate: changes take effect at once.
public struct Animation: Equatable, Sendable {
    let name: String

    public static let `default` = Animation(name: ".default")
    public static let linear = Animation(name: ".linear")
    public static let easeIn = Animation(name: ".easeIn")
    public static let easeOut = Animation(name: ".easeOut")
    public static let easeInOut = Animation(name: ".easeInOut")
    public static let spring = Animation(name: ".spring")
    public static let bouncy = Animation(name: ".bouncy")
    public static let smooth = Animation(name: ".smooth")

    public static func easeInOut(duration: Double) -> Animation { Animation(name: ".easeInOut") }
    public static func linear(duration: Double) -> Animation { Animation(name: ".linear") }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    {
        Animation(name: ".spring")
    }
}

/// A type-erased transition.
public struct AnyTransition: Sendable {
    let name: String

    public static let opacity = AnyTransition(name: ".opacity")
    public static let slide = AnyTransition(name: ".slide")
    public static let scale = AnyTransition(name: ".scale")
    public static let identity = AnyTransition(name: ".identity")
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: ".move(edge: .\(edge))") }
}

/// Returns the result of recomputing the view's body with the provided animation. MiniUI runs
/// `body` at once.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension Font {
    /// A weight to use for fonts.
    public struct Weight: Hashable, Sendable {
        let name: String
        public static let ultraLight = Weight(name: ".ultraLight")
        public static let thin = Weight(name: ".thin")
        public static let light = Weight(name: ".light")
        public static let regular = Weight(name: ".regular")
        public static let medium = Weight(name: ".medium")
        public static let semibold = Weight(name: ".semibold")
        public static let bold = Weight(name: ".bold")
        public static let heavy = Weight(name: ".heavy")
        public static let black = Weight(name: ".black")
    }

    /// Sets the weight of the font.
    public func weight(_ weight: Weight) -> Font {
        Font(description: description + ".weight(\(weight.name))")
    }
}

extension Image {
    /// The relative size of the image.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }

    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    nonisolated public func resizable() -> Image {
        Image(described: description + ".resizable()")
    }
}
