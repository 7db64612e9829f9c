// check: runs
// behaviour-in: Card.swift
// A card stores its content, a `Content` value, built once when the card is made: asking for the card's body
// again (the host does, each time the card's parent runs) reuses it. A card that keeps the builder closure
// instead builds its content again for every body.
import MiniUI

@testable import Exercise00_3

var builds = 0
@MainActor
func forecast() -> Text {
    builds += 1
    return Text("Sunrise 06:12")
}

let card = Card("Today") { forecast() }
print("built when the card is made:", builds)
_ = card.body
_ = card.body
print("built after asking for its body twice:", builds)
print(ViewHost(card).texts)

/* expected output:
built when the card is made: 1
built after asking for its body twice: 1
["Today", "Sunrise 06:12"]
*/
