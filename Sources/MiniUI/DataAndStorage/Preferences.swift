import Foundation

/// An opaque value derived from an anchor source and a particular view.
public struct Anchor<Value> {
    /// A type-erased geometry value that produces an anchored value of a given type.
    public struct Source: Sendable {
        let name: String
    }
}

extension Anchor.Source where Value == CGRect {
    /// The bounds of the view.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: ".bounds") }
}

// MARK: Preferences

/// A named value produced by a view.
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value
    /// The default value of the preference.
    static var defaultValue: Value { get }
    /// Combines a sequence of values by modifying the previously-accumulated value with the result of a
    /// closure that provides the next value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    /// Sets a value for the given preference.
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        annotated(".preference(key: \(K.self).self, value: \(value))")
    }

    /// Applies a transformation to a preference value.
    nonisolated public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        annotated(".transformPreference(\(K.self).self)")
    }

    /// Adds an action to perform when the specified preference key's value changes. MiniUI does not
    /// gather preferences: the action never runs.
    nonisolated public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        annotated(".onPreferenceChange(\(K.self).self)")
    }

    /// Reads the specified preference value from the view, using it to produce a second view that is
    /// applied as an overlay to the original view.
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(LayerModifier(name: "overlayPreferenceValue", layer: transform(K.defaultValue)))
    }

    /// Reads the specified preference value from the view, using it to produce a second view that is
    /// applied as the background of the original view.
    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(LayerModifier(name: "backgroundPreferenceValue", layer: transform(K.defaultValue)))
    }
}
