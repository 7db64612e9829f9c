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

/// A selection of text: an insertion point or a range (several ranges on macOS). MiniUI keeps a selection
/// a binding is given and never moves it: no one types or selects.
@available(iOS 18.0, macOS 15.0, *)
public struct TextSelection: Hashable, Sendable {
    /// The indices of the selection.
    public var indices: TextSelection.Indices

    /// The selection's affinity.
    public var affinity: TextSelectionAffinity

    /// Creates a selection that is an insertion point at the index given.
    public init(insertionPoint: String.Index) {
        self.indices = .selection(insertionPoint..<insertionPoint)
        self.affinity = .automatic
    }

    /// Creates a selection of the range given.
    public init(range: Range<String.Index>) {
        self.indices = .selection(range)
        self.affinity = .automatic
    }

    /// Creates a selection of the ranges given.
    public init(ranges: RangeSet<String.Index>) {
        self.indices = .multiSelection(ranges)
        self.affinity = .automatic
    }

    /// Whether the selection is an insertion point.
    public var isInsertion: Bool {
        switch indices {
        case .selection(let range): range.isEmpty
        case .multiSelection(let ranges): ranges.isEmpty
        }
    }

    /// The indices of a selection.
    public enum Indices: Hashable, Sendable {
        /// One range, which is an insertion point when it is empty.
        case selection(Range<String.Index>)
        /// Several ranges.
        case multiSelection(RangeSet<String.Index>)
    }
}

/// The side of a line break or a bidirectional boundary a selection leans to.
public enum TextSelectionAffinity: Hashable, Sendable {
    /// The system picks.
    case automatic
    /// Towards the text before.
    case upstream
    /// Towards the text after.
    case downstream
}

extension View {
    /// Sets the direction of a selection or cursor relative to a text character.
    nonisolated public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View {
        annotated(".textSelectionAffinity(.\(affinity))")
    }
}
