import Foundation

extension View {
    /// Controls whether people can select text within this view.
    nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        annotated(".textSelection(\(selectability._name))")
    }
}

/// A type that describes the ability to select text.
public protocol TextSelectability: Sendable {
    /// How the renderer names the selectability.
    var _name: String { get }
}

/// A selectability type that enables text selection by the person using your app.
public struct EnabledTextSelectability: TextSelectability {
    public var _name: String { ".enabled" }
}

/// A selectability type that disables text selection by the person using your app.
public struct DisabledTextSelectability: TextSelectability {
    public var _name: String { ".disabled" }
}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
