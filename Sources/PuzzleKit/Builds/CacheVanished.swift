import Foundation

/// A build failed because the cache was deleted under it; the check is tried once more from scratch.
struct CacheVanished: Error {}
