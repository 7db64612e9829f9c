extension View {
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

extension View {
    /// Sets the text content type for this view, which the system uses to offer suggestions.
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View {
        annotated(".textContentType(\(textContentType.map { ".\($0.rawValue)" } ?? "nil"))")
    }

    /// Sets the keyboard type for this view (UIKit's type, which SwiftUI re-exports on iOS).
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View {
        annotated(".keyboardType(.\(type))")
    }

    /// Sets whether to autocapitalize text in a text field.
    @available(iOS, deprecated: 100000.0, message: "use textInputAutocapitalization(_:)")
    nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        annotated(".autocapitalization(.\(style))")
    }

    /// Sets whether to disable autocorrection for this view.
    @available(iOS, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
    @available(macOS, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View {
        annotated(disable == true ? ".disableAutocorrection(true)" : "")
    }
}
