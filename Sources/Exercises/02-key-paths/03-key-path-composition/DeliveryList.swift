// Goal: join two key paths whose types meet with `appending(path:)`, and use the joined path to identify
// a list's rows through a property of a property.
// Check it: swift run puzzles check 02.3
// Lesson: Lessons/02-key-paths/03-key-path-composition/README.md

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
            // TODO: The rows must be identified by their parcel, through the caller's `parcelID`, not by the
            //       courier. Bring back the commented-out line in place of the one below it, read the
            //       compiler's complaint, and give ForEach the key path it asks for.
            // ForEach(deliveries, id: parcelID) { delivery in
            ForEach(deliveries, id: \.courier) { delivery in
                content(delivery)
            }
        }
    }
}
