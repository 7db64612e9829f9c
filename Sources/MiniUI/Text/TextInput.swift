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

extension View {
    /// Prevents submission triggers originating from this view from invoking an `onSubmit` action above it
    /// (MiniUI: an annotation; `host.submit` runs the field's own action).
    nonisolated public func submitScope(_ isBlocking: Bool = true) -> some View {
        annotated(isBlocking ? ".submitScope()" : ".submitScope(false)")
    }

    /// Programmatically presents the find and replace interface for text editor views (MiniUI: an
    /// annotation; the binding is never set).
    nonisolated public func findNavigator(isPresented: Binding<Bool>) -> some View {
        annotated(".findNavigator(isPresented: \(isPresented.wrappedValue))")
    }

    /// Prevents find and replace operations in a text editor.
    nonisolated public func findDisabled(_ isDisabled: Bool = true) -> some View {
        annotated(isDisabled ? ".findDisabled()" : ".findDisabled(false)")
    }

    /// Prevents replace operations in a text editor.
    nonisolated public func replaceDisabled(_ isDisabled: Bool = true) -> some View {
        annotated(isDisabled ? ".replaceDisabled()" : ".replaceDisabled(false)")
    }
}

/// The Writing Tools editing experience for text and text input. MiniUI has no Writing Tools: the behavior
/// is an annotation.
@available(iOS 18.0, macOS 15.0, *)
public struct WritingToolsBehavior: Hashable, Sendable {
    let name: String

    /// An appropriate experience, based on context, which may include disabling the writing tools.
    public static let automatic = WritingToolsBehavior(name: ".automatic")
    /// The complete inline-editing experience, if possible.
    public static let complete = WritingToolsBehavior(name: ".complete")
    /// The limited, overlay-panel experience, if possible.
    public static let limited = WritingToolsBehavior(name: ".limited")
    /// The writing tools are disabled.
    public static let disabled = WritingToolsBehavior(name: ".disabled")
}

extension View {
    /// Specifies the Writing Tools behavior for text and text input in the environment.
    @available(iOS 18.0, macOS 15.0, *)
    nonisolated public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View {
        annotated(".writingToolsBehavior(\(behavior.name))")
    }
}
