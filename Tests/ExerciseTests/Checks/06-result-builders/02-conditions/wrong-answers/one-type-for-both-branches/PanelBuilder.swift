// wrong: `buildEither` takes and returns one panel type, so the two branches of an `if`/`else` must be the same type
// rejected-by: accepts-conditions, shows-each-departure
// misconception: An `if`/`else` whose branches are panels of the same type needs no new type, but the board's
// misconception: branches are `Delayed` and `OnTime`. A builder that keeps each statement's type must give the
// misconception: `if`/`else` a type that names both branches, as SwiftUI's `_ConditionalContent<TrueContent,
// misconception: FalseContent>` does: `buildEither(first:)` and `buildEither(second:)` return that same type.
// misconception-ja: 分岐が同じ型のパネルなら新しい型は要りませんが、案内板の分岐は `Delayed` と `OnTime` です。文ごとの型を
// misconception-ja: 残すビルダーでは、`if`/`else` に両方の分岐を名指す型を与えなければなりません。SwiftUI の
// misconception-ja: `_ConditionalContent<TrueContent, FalseContent>` と同じで、`buildEither(first:)` と
// misconception-ja: `buildEither(second:)` はその同じ型を返します。
// lesson: #a-type-that-carries-both-branches

/// Builds a departures board's panel from the statements of a closure, keeping each panel's own type, as
/// `ViewBuilder` keeps each view's.
@resultBuilder
enum PanelBuilder {
    static func buildExpression<Content: Panel>(_ panel: Content) -> Content {
        panel
    }

    static func buildBlock<Content: Panel>(_ panel: Content) -> Content {
        panel
    }

    static func buildBlock<each Content: Panel>(_ panels: repeat each Content) -> PanelStack<repeat each Content> {
        PanelStack(panels: (repeat each panels))
    }

    /// An `if` without `else`: called every time, with nil when the condition is false.
    static func buildOptional<Content: Panel>(_ panel: Content?) -> Content? {
        panel
    }

    /// The `if` branch of an `if`/`else`, as it is.
    static func buildEither<Content: Panel>(first: Content) -> Content {
        first
    }

    /// The `else` branch of an `if`/`else`, as it is.
    static func buildEither<Content: Panel>(second: Content) -> Content {
        second
    }
}

/// The panel of an `if` without `else`: the branch's rows when the condition held, none otherwise.
extension Optional: Panel where Wrapped: Panel {
    var rows: [String] {
        self?.rows ?? []
    }
}

/// One of two panels: the first branch of an `if`/`else` or the second, with both types in its own.
enum EitherPanel<First: Panel, Second: Panel> {
    case first(First)
    case second(Second)
}

extension EitherPanel: Panel {
    var rows: [String] {
        switch self {
        case .first(let panel): panel.rows
        case .second(let panel): panel.rows
        }
    }
}
