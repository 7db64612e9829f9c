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

    // TODO: Let a closure use `if` without `else`. When the condition is false there is no panel: the type of
    //       such an `if` is the optional of its branch's type, as in SwiftUI, and it shows nothing when nil.

    // TODO: Let a closure use `if`/`else` (and `switch`, which the compiler builds from the same two methods).
    //       The two branches are panels of different types; the result must be one type that names both,
    //       `EitherPanel<First, Second>`, and holds the one branch that was taken.
}

// TODO: An `if` without `else` builds an optional panel. Make an optional panel a `Panel`: its rows are the
//       wrapped panel's rows, or none when it is nil.

/// One of two panels: the first branch of an `if`/`else` or the second, with both types in its own.
enum EitherPanel<First: Panel, Second: Panel> {
    // TODO: One case for each branch, holding that branch's panel.
}

extension EitherPanel: Panel {
    var rows: [String] {
        // TODO: The rows of the branch that was taken.
        []
    }
}
