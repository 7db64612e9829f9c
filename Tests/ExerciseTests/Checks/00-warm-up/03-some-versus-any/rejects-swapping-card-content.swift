// check: rejects
// The content's type is part of the card's type: a card of Text and a card of EmptyView are different
// types, so one cannot silently replace the other. (Had the card erased its content into AnyView, every
// card would be the same type and this assignment would compile.)
import MiniUI

@testable import Exercise00_3

@MainActor
func swapContent() {
    var card = Card("Note") { Text("Draft") }
    let empty = Card("Note") { EmptyView() }
    // expected-error@+2 {{cannot assign value of type 'Card<EmptyView>' to type 'Card<Text>'}}
    // expected-note@+1 {{('EmptyView' and 'Text') are expected to be equal}}
    card = empty
    _ = card
}
