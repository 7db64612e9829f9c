/// A control for selecting from a set of mutually exclusive values.
///
/// ```swift
/// Picker("Difficulty", selection: $difficulty) {
///     ForEach(Difficulty.allCases, id: \.self) { Text($0.name).tag($0) }
/// }
/// ```
///
/// Each option is a view tagged with `.tag(_:)`; in a ``ViewHost``,
/// `host.select("Hard", in: "Difficulty")` picks the option whose label reads "Hard".
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
    /// The picker's binding, or the bindings of the sources of a picker made from a collection.
    let selections: [Binding<SelectionValue>]
    let label: Label
    let content: Content

    init(selections: [Binding<SelectionValue>], label: Label, content: Content) {
        self.selections = selections
        self.label = label
        self.content = content
    }
}

extension Picker {
    /// Creates a picker that displays a custom label.
    nonisolated public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.init(selections: [selection], label: label(), content: content())
    }

    /// Creates a picker that displays a custom label.
    @available(iOS, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
    @available(macOS, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
    nonisolated public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selections: [selection], label: label, content: content())
    }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Picker: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let values = selections.map(\.wrappedValue)
        // A picker of several sources shows their value when they agree, else `mixed` (or `none`, without any).
        let current = values.first { _ in Set(values).count == 1 }
        let node = LabelledControl.node(.control, "Picker", label: label, in: context)
        let options = context.host.makeNodes(for: content, in: context.inside(node).child(.role("options")))
        let selections = self.selections
        var chosen: String?
        for option in options.flatMap(\.visibleSubtree) {
            // A ForEach row is tagged with its id, as in SwiftUI, unless a view in it has a tag.
            let implicit = option.role == .row && !option.subtree.contains { $0.tag != nil } ? option.rowID : nil
            guard let tag = option.tag ?? implicit else { continue }
            let title = option.subtree.first { $0.role == .text }?.text ?? option.label
            guard let value = tag.base as? SelectionValue else { continue }
            if value == current { chosen = title }
            if context.environment.isEnabled {
                node.controls.choices.append(
                    (title, { for selection in selections { selection.wrappedValue = value } }))
            } else {
                node.controls.choices.append((title, {}))
            }
        }
        let unchosen = current.map { String(reflecting: $0) } ?? (values.isEmpty ? "none" : "mixed")
        let shown = "selection: " + (chosen.map { String(reflecting: $0) } ?? unchosen)
        if node.children.isEmpty, let range = node.label.range(of: ")", options: .backwards) {
            node.label.replaceSubrange(range, with: ", \(shown))")
        } else {
            node.label += "(\(shown))"
        }
        if let style = context.environment.pickerStyleName { node.label += ".pickerStyle(\(style))" }
        return [node]
    }
}

struct TagModifier {
    let tag: AnyHashable
}

extension TagModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never

    func apply(to node: Node) {
        node.tag = tag
    }
}

extension View {
    /// Sets the unique tag value of this view: the value a `Picker` or `List(selection:)` selects.
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TagModifier(tag: AnyHashable(tag)))
    }

    /// Sets the style for pickers within this view.
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.pickerStyleName = style._name })
    }
}

/// A type that specifies the appearance and interaction of all pickers within a view hierarchy.
public protocol PickerStyle: Sendable {
    /// How the renderer names the style: `.segmented`.
    var _name: String { get }
}

/// The default picker style, based on the picker's context.
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var _name: String { ".automatic" }
}

/// A picker style that presents the options in a segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var _name: String { ".segmented" }
}

/// A picker style that presents the options as a menu when the user presses a button.
public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var _name: String { ".menu" }
}

/// A picker style that presents the options as a scrollable wheel.
public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public var _name: String { ".wheel" }
}

/// A picker style that presents the options in line with the labels.
public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var _name: String { ".inline" }
}

/// A picker style represented by a navigation link that opens a list of the options.
public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
    public var _name: String { ".navigationLink" }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey {
    static let defaultValue: String? = nil
}

extension EnvironmentValues {
    var pickerStyleName: String? {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

/// A picker style that presents the options as a row of compact elements.
public struct PalettePickerStyle: PickerStyle {
    public init() {}
    public var _name: String { ".palette" }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A picker style that presents the options as a row of compact elements.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

// Pickers over a collection of sources (every source's binding is set to the option picked; MiniUI shows their
// value when they agree, else `mixed`), pickers whose label is a title and a system image, and iOS 18's current
// value labels (MiniUI does not draw them).

extension Picker {
    /// Creates a picker bound to a collection of bindings, with a custom label.
    nonisolated public init<C: RandomAccessCollection>(
        sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.init(selections: sources.map { $0[keyPath: selection] }, label: label(), content: content())
    }

    /// Creates a picker that displays a custom label and a custom value label where applicable.
    nonisolated public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(selections: [selection], label: label(), content: content())
    }

    /// Creates a picker bound to a collection of bindings, with a custom label and a current value label.
    nonisolated public init<C: RandomAccessCollection>(
        sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(selections: sources.map { $0[keyPath: selection] }, label: label(), content: content())
    }
}

extension Picker where Label == Text {
    /// Creates a picker bound to a collection of bindings that generates its label from a localized string key.
    nonisolated public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content) { Text(title) }
    }

    /// Creates a picker that generates its label from a localized string key and accepts a custom current
    /// value label.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker that generates its label from a string and accepts a custom current value label.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(selection: selection, content: content) { Text(title) }
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a localized string key
    /// and accepts a custom current value label.
    nonisolated public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(sources: sources, selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a string and accepts a
    /// custom current value label.
    @_disfavoredOverload
    nonisolated public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(sources: sources, selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == MiniUI.Label<Text, Image> {
    /// Creates a picker that generates its label from a localized string key and system image.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { MiniUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a picker that generates its label from a string and system image.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { MiniUI.Label(title, systemImage: systemImage) }
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a localized string key
    /// and system image.
    nonisolated public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
    ) where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) {
            MiniUI.Label(titleKey, systemImage: systemImage)
        }
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a string and system
    /// image.
    @_disfavoredOverload
    nonisolated public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) {
            MiniUI.Label(title, systemImage: systemImage)
        }
    }

    /// Creates a picker that generates its label from a localized string key and system image, and accepts a
    /// custom current value label.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(selection: selection, content: content) { MiniUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a picker that generates its label from a string and system image, and accepts a custom current
    /// value label.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(selection: selection, content: content) { MiniUI.Label(title, systemImage: systemImage) }
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a localized string key
    /// and system image, and accepts a custom current value label.
    nonisolated public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) {
            MiniUI.Label(titleKey, systemImage: systemImage)
        }
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a string and system
    /// image, and accepts a custom current value label.
    @_disfavoredOverload
    nonisolated public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) {
            MiniUI.Label(title, systemImage: systemImage)
        }
    }
}

/// The selection effect to apply to a palette item.
public struct PaletteSelectionEffect: Equatable, Sendable {
    let name: String
    /// Applies the system's default effect when selected.
    public static let automatic = PaletteSelectionEffect(name: ".automatic")
    /// Does not apply any system effect when selected.
    public static let custom = PaletteSelectionEffect(name: ".custom")
    /// Applies the specified symbol variant when selected.
    public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
        PaletteSelectionEffect(name: ".symbolVariant(\(variant.name))")
    }
}

extension View {
    /// Specifies the selection effect to apply to a palette item (MiniUI: an annotation).
    nonisolated public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View {
        annotated(".paletteSelectionEffect(\(effect.name))")
    }
}
