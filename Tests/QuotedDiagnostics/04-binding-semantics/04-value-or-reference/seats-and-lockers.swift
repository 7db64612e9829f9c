// 04.4's lesson: a hand-made binding that writes a row's parameter; a class without an initializer; a Bool property
// where a binding is expected.
import MiniUI

struct Seat: Identifiable {
    var id: Int { number }
    var number: Int
    var isTaken: Bool
}

struct Seats: View {
    @State private var seats = [Seat(number: 1, isTaken: false)]
    var body: some View {
        ForEach(seats) { seat in
            // expected-error@+1 {{cannot assign to property: 'seat' is a 'let' constant}}
            Toggle("Seat \(seat.number)", isOn: Binding(get: { seat.isTaken }, set: { seat.isTaken = $0 }))
        }
    }
}

class Locker {  // expected-error {{class 'Locker' has no initializers}}
    // expected-note@+1 {{stored property 'isLocked' without initial value prevents synthesized initializers}}
    var isLocked: Bool
}

final class Cabinet {
    var isLocked = false
}

struct CabinetRow: View {
    let cabinet: Cabinet
    var body: some View {
        // expected-error@+1 {{cannot convert value of type 'Bool' to expected argument type 'Binding<Bool>'}}
        Toggle("Locked", isOn: cabinet.isLocked)
    }
}
