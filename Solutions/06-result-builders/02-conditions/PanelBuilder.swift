// Goal: let `@PanelBuilder` take `if`, `if`/`else` and `switch`, with a type that carries both branches.
// Check it: swift run puzzles check 06.2
// Lesson: Lessons/06-result-builders/02-conditions/README.md

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
