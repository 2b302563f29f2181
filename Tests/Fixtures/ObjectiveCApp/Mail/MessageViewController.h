#import <UIKit/UIKit.h>

@interface MessageViewController : UIViewController
@end
