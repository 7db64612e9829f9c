// check: rejects
// A ternary is one expression, and an expression has one type: `cancelled ? Cancelled() : OnTime()` has two, so it
// is refused. Only an `if`/`else` statement lets the builder give the two branches a type that names both.
// behaviour-in: PanelBuilder.swift
@testable import Exercise06_2

@PanelBuilder
func punctuality(_ departure: Departure) -> some Panel {
    // expected-error@+1 {{result values in '? :' expression have mismatching types 'Cancelled' and 'OnTime'}}
    departure.isCancelled ? Cancelled() : OnTime()
}
