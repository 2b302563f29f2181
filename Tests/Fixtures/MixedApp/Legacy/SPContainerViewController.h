#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// A container of the older code: it decides the status bar itself, never its children.
@interface SPContainerViewController : UIViewController
- (void)showSettings;
@end

NS_ASSUME_NONNULL_END
