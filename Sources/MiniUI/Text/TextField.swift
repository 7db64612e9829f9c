/// A control that displays an editable text interface.
///
/// ```swift
/// TextField("Name", text: $name)
/// SecureField("Password", text: $password)
/// ```
///
/// In a ``ViewHost``, `host.enter("Pancakes", into: "Name")` types into the field.
public struct TextField<Label: View> {
    let text: Binding<String>
    let prompt: Text?
    let label: Label
    var axis: Axis?
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: Text(titleKey))
    }

    /// Creates a text field with a text label generated from a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: Text(title))
    }

    /// Creates a text field with a prompt generated from a `Text`.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: Text(titleKey))
    }

    /// Creates a text field with a prompt generated from a `Text`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: Text(title))
    }

    /// Creates a text field with a preferred axis and a text label generated from a localized title string.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, label: Text(titleKey), axis: axis)
    }

    /// Creates a text field with a preferred axis and a text label generated from a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, label: Text(title), axis: axis)
    }

    /// Creates a text field with a preferred axis, a prompt generated from a `Text`, and a text label
    /// generated from a localized title string.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, label: Text(titleKey), axis: axis)
    }

    /// Creates a text field with a preferred axis, a prompt generated from a `Text`, and a text label
    /// generated from a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, label: Text(title), axis: axis)
    }
}

extension TextField where Label == Text {
    /// Creates a text field that applies a format style to a bound value, with a label generated
    /// from a localized title string.
    nonisolated public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(
            text: Binding(location: FormattedLocation(value: value, format: format)), prompt: prompt,
            label: Text(titleKey))
    }

    /// Creates a text field that applies a format style to a bound value, with a label generated
    /// from a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(
            text: Binding(location: FormattedLocation(value: value, format: format)), prompt: prompt, label: Text(title)
        )
    }
}

extension TextField where Label == Text {
    /// Creates a text field that applies a format style to a bound optional value, with a label
    /// generated from a localized title string. An empty field sets the value to `nil`.
    nonisolated public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(
            text: Binding(location: OptionalFormattedLocation(value: value, format: format)), prompt: prompt,
            label: Text(titleKey))
    }

    /// Creates a text field that applies a format style to a bound optional value, with a label
    /// generated from a title string. An empty field sets the value to `nil`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(
            text: Binding(location: OptionalFormattedLocation(value: value, format: format)), prompt: prompt,
            label: Text(title))
    }
}

/// A text binding over an optional formatted value: `nil` reads as an empty text, and an empty
/// text writes `nil`; text that does not parse keeps the old value.
final class OptionalFormattedLocation<F: ParseableFormatStyle>: Location<String>, @unchecked Sendable
where F.FormatOutput == String {
    let value: Binding<F.FormatInput?>
    let format: F

    init(value: Binding<F.FormatInput?>, format: F) {
        self.value = value
        self.format = format
    }

    override func get() -> String { value.wrappedValue.map(format.format) ?? "" }

    override func set(_ text: String) {
        if text.isEmpty {
            value.wrappedValue = nil
        } else if let parsed = try? format.parseStrategy.parse(text) {
            value.wrappedValue = parsed
        }
    }
}

/// A text binding over a formatted value: reading formats it; writing parses it, and keeps the
/// old value when the text does not parse, as SwiftUI does.
final class FormattedLocation<F: ParseableFormatStyle>: Location<String>, @unchecked Sendable
where F.FormatOutput == String {
    let value: Binding<F.FormatInput>
    let format: F

    init(value: Binding<F.FormatInput>, format: F) {
        self.value = value
        self.format = format
    }

    override func get() -> String { format.format(value.wrappedValue) }

    override func set(_ text: String) {
        if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
    }
}

extension TextField {
    /// Creates a text field with a prompt generated from a `Text`, and a label you make.
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label())
    }

    /// Creates a text field with a preferred axis, a prompt generated from a `Text`, and a label you make.
    nonisolated public init(
        text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
    ) {
        self.init(text: text, prompt: prompt, label: label(), axis: axis)
    }
}

@available(iOS 18.0, macOS 15.0, *)
extension TextField where Label == Text {
    /// Creates a text field with a binding to the current selection and a text label generated from a
    /// localized title string. MiniUI keeps the selection as it is given.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>,
        prompt: Text? = nil, axis: Axis? = nil
    ) {
        self.init(text: text, prompt: prompt, label: Text(titleKey), axis: axis)
    }

    /// Creates a text field with a binding to the current selection and a text label generated from a
    /// title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil,
        axis: Axis? = nil
    ) {
        self.init(text: text, prompt: prompt, label: Text(title), axis: axis)
    }
}

@available(iOS 18.0, macOS 15.0, *)
extension TextField {
    /// Creates a text field with a binding to the current selection and a prompt generated from a `Text`.
    nonisolated public init(
        text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil,
        @ViewBuilder label: () -> Label
    ) {
        self.init(text: text, prompt: prompt, label: label(), axis: axis)
    }
}

extension TextField: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension TextField: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        [TextEntry.node("TextField", text: text, prompt: prompt, label: label, in: context)]
    }
}

/// A control into which people securely enter private text.
public struct SecureField<Label: View> {
    let text: Binding<String>
    let prompt: Text?
    let label: Label
}

extension SecureField where Label == Text {
    /// Creates a secure field with a prompt generated from a `Text`.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt, label: Text(titleKey))
    }

    /// Creates a secure field with a prompt generated from a `Text`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt, label: Text(title))
    }
}

extension SecureField {
    /// Creates a secure field with a label you make.
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label())
    }
}

extension SecureField: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension SecureField: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        [TextEntry.node("SecureField", text: text, prompt: prompt, label: label, in: context, secure: true)]
    }
}

/// A view that can display and edit long-form text. MiniUI shows it as `TextEditor(text: "…")`, and a check
/// types into it with `host.enter(_:into: "TextEditor")`.
public struct TextEditor {
    let text: Binding<String>

    /// Creates a plain text editor.
    nonisolated public init(text: Binding<String>) {
        self.text = text
    }
}

@available(iOS 18.0, macOS 15.0, *)
extension TextEditor {
    /// Creates a plain text editor with a binding to the current selection. MiniUI keeps the selection as it
    /// is given.
    nonisolated public init(text: Binding<String>, selection: Binding<TextSelection?>) {
        self.init(text: text)
    }
}

extension TextEditor: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension TextEditor: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        [TextEntry.node("TextEditor", text: text, prompt: nil, label: Text("TextEditor"), in: context)]
    }
}

/// Text fields print as `TextField("Name", text: "Pancakes")`; a secure field hides what was typed.
enum TextEntry {
    @MainActor
    static func node<Label: View>(
        _ name: String, text: Binding<String>, prompt: Text?, label: Label, in context: BuildContext,
        secure: Bool = false
    ) -> Node {
        let value = text.wrappedValue
        let shown = secure ? String(repeating: "•", count: value.count) : value
        var arguments = "text: \(String(reflecting: shown))"
        if let prompt { arguments += ", prompt: \(String(reflecting: prompt.content))" }
        let node = LabelledControl.node(.control, name, label: label, arguments: arguments, in: context)
        if context.environment.isEnabled {
            node.controls.setText = { text.wrappedValue = $0 }
        }
        return node
    }
}
