// wrong: `buildOptional` unwraps its panel, as if it were called only when the condition holds
// rejected-by: shows-each-departure
// misconception: `buildOptional` is called every time the `if` is reached: with the branch's panel when the
// misconception: condition holds, and with nil when it does not. It must accept nil and build a panel that shows
// misconception: nothing, which is why its result is an optional, like SwiftUI's `Optional` view.
// misconception-ja: `buildOptional` は `if` に差しかかるたびに呼ばれます。条件が成り立てば分岐のパネルを、成り立たなければ
// misconception-ja: nil を受け取ります。nil を受け入れ、何も表示しないパネルを作らなければならないので、結果は
// misconception-ja: SwiftUI の `Optional` のビューと同じくオプショナルです。
// lesson: #if-without-else

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

    /// An `if` without `else`: called when the condition holds.
    static func buildOptional<Content: Panel>(_ panel: Content?) -> Content {
        panel!
    }

    /// The `if` branch of an `if`/`else`; the type names the branch not taken too.
    static func buildEither<First: Panel, Second: Panel>(first: First) -> EitherPanel<First, Second> {
        .first(first)
    }

    /// The `else` branch of an `if`/`else`.
    static func buildEither<First: Panel, Second: Panel>(second: Second) -> EitherPanel<First, Second> {
        .second(second)
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
