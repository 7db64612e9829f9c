// check: rejects
// ForEach wants a RandomAccessCollection. An IndexedCollection over a string cannot be one, since a
// string can only walk from index to index; that is the message this module's next step is about.
import MiniUI

@testable import Exercise03_1

@MainActor
func letterRows() -> some View {
    // expected-error@+1 {{generic struct 'ForEach' requires that 'IndexedCollection<String>' conform to 'RandomAccessCollection'}}
    ForEach("swift".indexed(), id: \.index) { index, letter in
        Text(String(letter))
    }
}
