import Foundation

/// A control used to select a color from the system color picker user interface.
///
/// MiniUI shows the selected color; there is no picker to open, and code sets the binding.
public struct ColorPicker<Label: View> {
    let selection: Binding<Color>
    let label: Label

    /// Creates an instance that selects a color.
    nonisolated public init(
        selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.label = label()
    }
}

extension ColorPicker where Label == Text {
    /// Creates a color picker with a text label generated from a title string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// Creates a color picker with a text label generated from a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

extension ColorPicker: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension ColorPicker: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        [
            LabelledControl.node(
                .generic, "ColorPicker", label: label, arguments: "selection: \(selection.wrappedValue._description)",
                in: context)
        ]
    }
}
