// wrong: `ForEach(stops, id: \.name)`, so the loop line's first and last rows have the same identity
// rejected-by: lists-the-stops
// misconception: The identity `ForEach` asks for must be unique: a loop line passes its first stop's name again at
// misconception: the end, so `\.name` gives two rows one identity, and SwiftUI warns that the results are
// misconception: undefined. The stops are `Identifiable`: their `id` tells every row apart.
// misconception-ja: `ForEach` が求める同一性は一意でなければなりません。環状線は最初の停留所の名前を最後にもう一度通るので、
// misconception-ja: `\.name` では 2 つの行が同じ同一性になり、SwiftUI は結果が未定義になると警告します。停留所は
// misconception-ja: `Identifiable` で、その `id` がすべての行を区別します。
// lesson: #why-viewbuilder-has-no-loops

import MiniUI

/// The stops of a route, one row each, in order.
struct StopList: View {
    var stops: [Stop]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(stops, id: \.name) { stop in
                Text(stop.name)
            }
        }
    }
}
