// wrong: identifies rows by the parcel's contents, ignoring the caller's key path
// rejected-by: renders-deliveries-by-parcel
// misconception: `\.parcel.contents` is a `KeyPath<Delivery, String>`, so ForEach accepts it, but it is not the
// misconception: id the caller chose: two parcels with the same contents would collide, and `parcelID` is
// misconception: never used. Build the path from the caller's `parcelID`.
// misconception-ja: `\.parcel.contents` は `KeyPath<Delivery, String>` なので ForEach は受け入れますが、呼び出し側が選んだ ID
// misconception-ja: ではありません。中身が同じ小包どうしで ID がぶつかり、`parcelID` は使われません。呼び出し側の `parcelID` から
// misconception-ja: キーパスを作ります。
// lesson: #a-path-through-a-wrapper

import MiniUI

struct DeliveryList<ID: Hashable, Content: View>: View {
    let deliveries: [Delivery]
    let parcelID: KeyPath<Parcel, ID>
    let content: (Delivery) -> Content

    init(
        _ deliveries: [Delivery], parcelID: KeyPath<Parcel, ID>,
        @ViewBuilder content: @escaping (Delivery) -> Content
    ) {
        self.deliveries = deliveries
        self.parcelID = parcelID
        self.content = content
    }
    var body: some View {
        List {
            ForEach(deliveries, id: \.parcel.contents) { delivery in
                content(delivery)
            }
        }
    }
}
