// wrong: repeats over the positions, `0..<stops.count`, so each row's identity is its place in the route
// rejected-by: lists-the-stops
// misconception: A position is the identity a plain loop would give, and the one `ForEach` is there to replace:
// misconception: when a stop is added or removed, every row after it gets another stop's identity (and its state).
// misconception: Identify each row by its stop's `id`.
// misconception-ja: 位置は、素朴なループなら与えるはずの同一性で、`ForEach` はまさにそれを置き換えるためにあります。停留所が
// misconception-ja: 増えたり減ったりすると、その後ろのすべての行が別の停留所の同一性（と状態）を受け取ってしまいます。
// misconception-ja: 各行は停留所の `id` で区別します。
// lesson: #why-viewbuilder-has-no-loops

import MiniUI

/// The stops of a route, one row each, in order.
struct StopList: View {
    var stops: [Stop]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<stops.count, id: \.self) { index in
                Text(stops[index].name)
            }
        }
    }
}
