// check: rejects
// Two key paths compose only when the first one's value is the second one's root: after `\Delivery.parcel`
// comes a path that starts at a `Parcel`, never one that starts at a `Delivery` again or at a `Destination`.
@testable import Exercise02_3

func composeWhatDoesNotMeet() {
    // expected-error@+2 {{cannot convert value of type 'KeyPath<Delivery, String>' to expected argument type 'KeyPath<Parcel, String>'}}
    // expected-note@+1 {{arguments to generic parameter 'Root' ('Delivery' and 'Parcel') are expected to be equal}}
    let twiceFromDelivery = compose(\Delivery.parcel, \Delivery.courier)
    // expected-error@+2 {{cannot convert value of type 'KeyPath<Destination, String>' to expected argument type 'KeyPath<Parcel, String>'}}
    // expected-note@+1 {{arguments to generic parameter 'Root' ('Destination' and 'Parcel') are expected to be equal}}
    let skipsAStep = compose(\Delivery.parcel, \Destination.city)
    _ = (twiceFromDelivery, skipsAStep)
}
