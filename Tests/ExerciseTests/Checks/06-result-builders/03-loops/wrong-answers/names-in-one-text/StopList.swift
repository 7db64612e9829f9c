// wrong: joins the names into one `Text`, so the list is a single view instead of one row per stop
// rejected-by: lists-the-stops
// misconception: Joining the names into one string avoids the loop and gives up the rows: the screen holds one
// misconception: view, and no stop can have a row, a tap or a state of its own. `ForEach` makes one view per
// misconception: element, each with its own identity.
// misconception-ja: 名前を 1 つの文字列につなげればループは避けられますが、行も手放すことになります。画面にあるのは
// misconception-ja: 1 つのビューだけで、どの停留所も自分の行、タップ、状態を持てません。`ForEach` は要素ごとに 1 つの
// misconception-ja: ビューを作り、それぞれに同一性を与えます。
// lesson: #why-viewbuilder-has-no-loops

import MiniUI

/// The stops of a route, one row each, in order.
struct StopList: View {
    var stops: [Stop]

    var body: some View {
        VStack(alignment: .leading) {
            Text(stops.map(\.name).joined(separator: "\n"))
        }
    }
}
