// 01.1's lesson: a PlainList that is not generic yet, named with generic arguments by a check.
import MiniUI

struct PlainList: View {
    var body: some View { List {} }
}

struct Reading {}

let list: PlainList<Reading, Text>? = nil  // expected-error {{cannot specialize non-generic type 'PlainList'}}
