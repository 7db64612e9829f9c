// Goal: let `@PanelBuilder` take `if`, `if`/`else` and `switch`, with a type that carries both branches.
// Check it: swift run puzzles check 06.2
// Lesson: Lessons/06-result-builders/02-conditions/README.md

// given: the departures board's panels and the stack a block of several panels builds; nothing to change here
// (the checks use the kit's own copy).

/// Something the departures board shows: a few rows of text on its display.
protocol Panel {
    var rows: [String] { get }
}

/// A tram that leaves from this stop.
struct Departure {
    var time: String
    var destination: String
    /// Minutes late, or nil when the tram is on time.
    var delay: Int?
    var isCancelled = false
    var isStepFree = false
}

/// The first row of a departure: when and where to.
struct Heading: Panel {
    var departure: Departure
    var rows: [String] { ["\(departure.time) \(departure.destination)"] }
}

struct OnTime: Panel {
    var rows: [String] { ["on time"] }
}

struct Delayed: Panel {
    var minutes: Int
    var rows: [String] { ["delayed \(minutes) min"] }
}

struct Cancelled: Panel {
    var rows: [String] { ["cancelled"] }
}

struct StepFree: Panel {
    var rows: [String] { ["step-free boarding"] }
}

/// What a block of several panels builds: all of them, in order (06.4 is about this kind of type).
struct PanelStack<each Content: Panel>: Panel {
    var panels: (repeat each Content)

    var rows: [String] {
        var rows: [String] = []
        for panel in repeat each panels {
            rows += panel.rows
        }
        return rows
    }
}
