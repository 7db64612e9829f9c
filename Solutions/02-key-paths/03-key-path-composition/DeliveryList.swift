import MiniUI

/// A list of deliveries whose rows are identified by the parcel delivered, through a key path into `Parcel`:
///
///     DeliveryList(deliveries, parcelID: \.tracking) { delivery in Text(delivery.courier) }
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
            // ForEach needs a KeyPath<Delivery, ID>; the caller gave a KeyPath<Parcel, ID>. Delivery to Parcel,
            // then Parcel to ID: the two meet at Parcel.
            ForEach(deliveries, id: (\Delivery.parcel).appending(path: parcelID)) { delivery in
                content(delivery)
            }
        }
    }
}
