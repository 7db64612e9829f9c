// The special-purpose buttons of the controls topic that MiniUI declares besides `EditButton` (Lists): the rename
// button with its action, and the paste button.

/// An action that activates a standard rename interaction.
public struct RenameAction: @unchecked Sendable {
    // Kept in the environment and called on the main thread only.
    let action: () -> Void

    /// Triggers the standard rename action provided through the environment.
    @MainActor
    public func callAsFunction() { action() }
}

private struct RenameActionKey: EnvironmentKey {
    static var defaultValue: RenameAction? { nil }
}

extension EnvironmentValues {
    /// An action that activates the standard rename interaction: `nil` unless `.renameAction` set one.
    public var rename: RenameAction? {
        self[RenameActionKey.self]
    }

    var renameAction: RenameAction? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}

extension View {
    /// Sets a closure to run for the rename action.
    nonisolated public func renameAction(_ action: @escaping () -> Void) -> some View {
        let rename = RenameAction(action: action)
        return modifier(EnvironmentWritingModifier { $0.renameAction = rename })
            .annotated(".renameAction")
    }

    /// Sets the rename action in the environment to update focus state.
    nonisolated public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        let rename = RenameAction { isFocused.wrappedValue = true }
        return modifier(EnvironmentWritingModifier { $0.renameAction = rename })
            .annotated(".renameAction")
    }
}

/// A button that triggers a standard rename action: the one `.renameAction` put in the environment. MiniUI
/// shows `RenameButton()`, titled "Rename" for `host.tap`; without an action it cannot be tapped, as SwiftUI
/// disables it.
public struct RenameButton<Label: View> {
    nonisolated init(label: Label) {}
}

extension RenameButton where Label == MiniUI.Label<Text, Image> {
    /// Creates a rename button.
    nonisolated public init() {
        self.init(label: MiniUI.Label("Rename", systemImage: "pencil"))
    }
}

extension RenameButton: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension RenameButton: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let node = context.host.node(.button, "RenameButton", in: context)
        node.label = "RenameButton()"
        node.text = "Rename"
        if let rename = context.environment.renameAction, context.environment.isEnabled {
            node.action = { rename() }
        }
        return [node]
    }
}

/// A system button that reads items from the pasteboard and delivers them to a closure. MiniUI has no
/// pasteboard: it shows `PasteButton()`, and the closure never runs.
public struct PasteButton {
    let typeName: String

    /// Creates a paste button that accepts items of a transferable type.
    nonisolated public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
        self.typeName = "\(T.self)"
    }
}

extension PasteButton: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension PasteButton: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let node = context.host.node(.generic, "PasteButton", in: context)
        node.label = "PasteButton(payloadType: \(typeName).self)"
        return [node]
    }
}
