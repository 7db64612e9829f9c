// wrong: makes the caller pass a key path from Delivery, so no composition is needed inside
// rejected-by: accepts-key-paths-that-meet, renders-deliveries-by-parcel
// misconception: Changing the parameter to a `KeyPath<Delivery, ID>` moves the work to every caller, who
// misconception: must now write `\.parcel.tracking`; the list should accept a path into `Parcel` and build
// misconception: the path from a delivery itself.
// misconception-ja: 引数を `KeyPath<Delivery, ID>` に変えると、すべての呼び出し側が `\.parcel.tracking` と書く羽目になり、
// misconception-ja: 仕事を押し付けただけです。リストは `Parcel` へのキーパスを受け取り、配達からのキーパスは自分で作ります。
// lesson: #a-path-through-a-wrapper

import MiniUI

struct DeliveryList<ID: Hashable, Content: View>: View {
    let deliveries: [Delivery]
    let parcelID: KeyPath<Delivery, ID>
    let content: (Delivery) -> Content

    init(
        _ deliveries: [Delivery], parcelID: KeyPath<Delivery, ID>,
        @ViewBuilder content: @escaping (Delivery) -> Content
    ) {
        self.deliveries = deliveries
        self.parcelID = parcelID
        self.content = content
    }

    var body: some View {
        List {
            ForEach(deliveries, id: parcelID) { delivery in
                content(delivery)
            }
        }
    }
}
