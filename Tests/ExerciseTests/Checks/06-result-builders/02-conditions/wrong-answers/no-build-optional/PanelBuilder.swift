// wrong: only `buildEither`, trusting the compiler to treat an `if` without `else` as one with an empty `else`
// rejected-by: accepts-conditions, shows-each-departure
// misconception: The compiler does not invent an empty `else`: an `if` without `else` is rewritten into a call to
// misconception: `buildOptional`, and a builder without it refuses such an `if`. `buildEither` serves `if`/`else`
// misconception: and `switch` only.
// misconception-ja: コンパイラは空の `else` を補ってはくれません。`else` の無い `if` は `buildOptional` の呼び出しに
// misconception-ja: 書き換えられ、それを持たないビルダーはその `if` を拒否します。`buildEither` が受け持つのは
// misconception-ja: `if`/`else` と `switch` だけです。
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
