import Foundation

extension View {
    /// Defines a keyboard shortcut and assigns it to the modified control.
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        annotated(".keyboardShortcut(\(String(reflecting: key.character)))")
    }

    /// Assigns a keyboard shortcut to the modified control.
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        annotated(".keyboardShortcut(\(shortcut.name))")
    }
}

/// Key equivalents consist of a letter, punctuation, or function key that can be combined with an
/// optional set of modifier keys to specify a keyboard shortcut.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public var character: Character

    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { self.character = value }

    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// A set of key modifiers that you can add to a gesture or keyboard shortcut.
public struct EventModifiers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// Keyboard shortcuts describe combinations of keys on a keyboard that the user can press in order
/// to activate a button or toggle.
public struct KeyboardShortcut: Hashable, Sendable {
    let name: String
    public static let defaultAction = KeyboardShortcut(name: ".defaultAction")
    public static let cancelAction = KeyboardShortcut(name: ".cancelAction")

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.name = String(reflecting: key.character)
    }

    init(name: String) { self.name = name }

    public static func == (lhs: KeyboardShortcut, rhs: KeyboardShortcut) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
