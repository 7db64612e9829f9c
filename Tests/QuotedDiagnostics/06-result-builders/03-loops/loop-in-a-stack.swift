// 06.3's lesson: a `for` loop in a `VStack`'s content, where `ViewBuilder` has no `buildArray`.
import MiniUI

struct Fare: Identifiable {
    var id: String
    var name: String
}

struct FareTable: View {
    var fares: [Fare]

    var body: some View {
        VStack {
            // expected-error@+1 {{closure containing control flow statement cannot be used with result builder 'ViewBuilder'}}
            for fare in fares {
                Text(fare.name)
            }
        }
    }
}
