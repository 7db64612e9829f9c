struct EnvironmentWritingModifier {
    let write: (inout EnvironmentValues) -> Void
}

extension EnvironmentWritingModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never

    func modify(_ context: inout BuildContext) {
        write(&context.environment)
    }
}

extension View {
    /// Sets the environment value of the specified key path to the given value, for this view and
    /// the views inside it only.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWritingModifier { $0[keyPath: keyPath] = value })
    }

    /// Transforms the environment value of the specified key path with the given function, for this view and the
    /// views inside it only.
    nonisolated public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(EnvironmentWritingModifier { transform(&$0[keyPath: keyPath]) })
    }

    /// Places an observable object in the view's environment, for `@Environment(Model.self)`.
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentWritingModifier { $0.objects[ObjectIdentifier(T.self)] = object })
    }

    /// Adds a condition that controls whether users can interact with this view.
    nonisolated public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentWritingModifier { $0.isEnabled = $0.isEnabled && !disabled })
    }

    /// Sets the preferred color scheme for this presentation.
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        annotated(".preferredColorScheme(\(colorScheme.map { ".\($0)" } ?? "nil"))")
    }
}
