// 05.7's lesson: the table extended from outside before it is nested; the projection's type named before the wrapper
// declares it. Both messages name the exercise's module.
// module: Exercise05_7
@propertyWrapper
struct Get<Value> {  // expected-note {{'Get' declared here}}
    var wrappedValue: Value? { nil }
}

struct Ride {
    var minutes: Int
}

extension Get.Endpoints {}  // expected-error {{'Endpoints' is not a member type of generic struct 'Exercise05_7.Get'}}

struct Screen {
    @Get var rides: [Ride]?
    // expected-error@+1 {{'Loader' is not a member type of generic struct 'Exercise05_7.Get<[Exercise05_7.Ride]>'}}
    var loader: Get<[Ride]>.Loader? { nil }
}
