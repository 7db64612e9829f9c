/// A property wrapper type that can read and write a value that SwiftUI updates as the placement of
/// focus within the scene changes.
///
/// ```swift
/// @FocusState private var isNameFocused: Bool
/// TextField("Name", text: $name).focused($isNameFocused)
/// ```
///
/// MiniUI has no keyboard: focus changes when code sets it, or when the host enters text into a
/// focusable field (`host.enter(_:into:)`).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A property wrapper type that can read and write a value that indicates the current focus location.
    @propertyWrapper
    public struct Binding {
        let base: MiniUI.Binding<Value>

        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }

        /// A projection of the binding value that returns a binding.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    let state: State<Value>

    /// The current state value, taking into account whatever bindings might be in effect due to the
    /// current location of focus.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A projection of the focus state value that returns a binding.
    public var projectedValue: FocusState<Value>.Binding {
        Binding(base: state.projectedValue)
    }

    /// Creates a focus state that binds to a Boolean.
    public init() where Value == Bool {
        self.state = State(wrappedValue: false)
    }

    /// Creates a focus state that binds to an optional type.
    public init<T: Hashable>() where Value == T? {
        self.state = State(wrappedValue: nil)
    }
}

struct FocusedModifier {
    let isFocused: () -> Bool
    let focus: () -> Void
}

extension FocusedModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never

    func apply(to node: Node) {
        if isFocused() { node.annotations.append(".focused()") }
        let focus = focus
        for target in node.subtree where target.controls.setText != nil {
            let setText = target.controls.setText
            target.controls.setText = { text in
                focus()
                setText?(text)
            }
        }
    }
}

extension View {
    /// Modifies this view by binding its focus state to the given state value.
    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
        -> some View
    {
        modifier(
            FocusedModifier(
                isFocused: { binding.wrappedValue == value }, focus: { binding.wrappedValue = value }))
    }

    /// Modifies this view by binding its focus state to the given Boolean state value.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(FocusedModifier(isFocused: { condition.wrappedValue }, focus: { condition.wrappedValue = true }))
    }
}
