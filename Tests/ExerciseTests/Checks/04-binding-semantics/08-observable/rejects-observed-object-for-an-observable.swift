// check: rejects
// An @Observable class is not an ObservableObject, and should not be both: @ObservedObject and @StateObject
// are for the older protocol, and refuse it.
import MiniUI

@testable import Exercise04_8

struct OldStyleRow: View {
    // expected-error@+1 {{generic struct 'ObservedObject' requires that 'Lamp' conform to 'ObservableObject'}}
    @ObservedObject var lamp: Lamp

    var body: some View {
        Text(lamp.name)
    }
}
